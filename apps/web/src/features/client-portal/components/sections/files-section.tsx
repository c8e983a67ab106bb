import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { downloadAllUrl } from '../../api/portal-queries';
import type { PublicFile } from '../../api/types';
import { type FileLayout, FileList } from '../files/file-list';
import { usePortal } from '../portal-context';
import { SectionCard } from './section-card';

interface FilesSectionProps {
  id: string;
  title?: string;
  /** Empty or missing: every file of the portal. */
  fileIds?: string[];
}

export function FilesSection({ id, title, fileIds }: FilesSectionProps) {
  const { uuid, portal, fileById } = usePortal();
  const [layout, setLayout] = useState<FileLayout>('list');
  const files =
    fileIds && fileIds.length > 0
      ? fileIds.map((fileId) => fileById(fileId)).filter((file): file is PublicFile => Boolean(file))
      : portal.files;
  const canDownloadAll = portal.allowDownload && portal.files.length > 1;
  return (
    <SectionCard
      id={id}
      title={title || 'Files'}
      action={
        files.length > 0 && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={layout}
            onChange={(_, next: FileLayout | null) => next && setLayout(next)}
            aria-label="Show files as"
          >
            <ToggleButton value="list" aria-label="List" sx={{ minWidth: 44, minHeight: 40 }}>
              <ViewListOutlined fontSize="small" />
            </ToggleButton>
            <ToggleButton value="grid" aria-label="Grid" sx={{ minWidth: 44, minHeight: 40 }}>
              <GridViewOutlined fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
        )
      }
    >
      {files.length === 0 ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', color: 'text.secondary' }}>
          <FolderOpenOutlined aria-hidden />
          <Typography>No files shared yet. You will see them here as soon as they are added.</Typography>
        </Box>
      ) : (
        <FileList files={files} layout={layout} />
      )}
      {canDownloadAll && files.length > 0 && (
        <Button
          component="a"
          href={downloadAllUrl(uuid)}
          download
          variant="outlined"
          startIcon={<FolderZipOutlined />}
          sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
        >
          Download all (.zip)
        </Button>
      )}
    </SectionCard>
  );
}
