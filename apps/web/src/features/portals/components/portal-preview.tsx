import type { FormField, Portal, PortalFile, Section } from '@clientdock/shared';
import { formatBytes } from '@clientdock/shared';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toSafeHtml } from '../lib/safe-html';
import { FileThumb } from './file-type-icon';
import { RequestPreviewBlock } from './request-preview-block';

const DEFAULT_BRAND = '#2563eb';

interface PortalPreviewProps {
  portal: Pick<Portal, 'name' | 'description' | 'branding' | 'allowDownload'>;
  sections: Section[];
  files: PortalFile[];
  /** Falls back to the creator's brand colour when the portal has none of its own. */
  brandColor?: string;
}

function byIds(files: PortalFile[], ids: readonly string[] | undefined): PortalFile[] {
  if (!ids?.length) return files;
  const byId = new Map(files.map((file) => [file.id, file]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function Hero({
  section,
  files,
  brand,
}: {
  section: Extract<Section, { type: 'hero' }>;
  files: PortalFile[];
  brand: string;
}) {
  const image = files.find((file) => file.id === section.imageFileId);
  return (
    <Box
      sx={{
        borderRadius: 3,
        px: { xs: 3, sm: 4 },
        py: 5,
        color: '#fff',
        backgroundColor: brand,
        backgroundImage: image?.thumbnailUrl
          ? `linear-gradient(rgba(0,0,0,.45), rgba(0,0,0,.45)), url("${image.thumbnailUrl}")`
          : `linear-gradient(135deg, ${brand}, rgba(0,0,0,.35))`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Typography variant="h5" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {section.title || 'Welcome'}
      </Typography>
      {section.subtitle && <Typography sx={{ mt: 1, opacity: 0.9 }}>{section.subtitle}</Typography>}
    </Box>
  );
}

function SectionHeading({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h3" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  );
}

function Gallery({ section, files }: { section: Extract<Section, { type: 'gallery' }>; files: PortalFile[] }) {
  const images = byIds(files, section.fileIds).filter((file) => file.mime.startsWith('image/'));
  return (
    <Box>
      <SectionHeading>{section.title || 'Gallery'}</SectionHeading>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1 }}>
        {(images.length ? images : [null, null, null]).map((file, index) =>
          file ? (
            <Box key={file.id} sx={{ aspectRatio: '1', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
              {file.thumbnailUrl && (
                <Box
                  component="img"
                  src={file.thumbnailUrl}
                  alt={file.name}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              )}
            </Box>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty tiles stand for images still to pick.
            <Box key={index} aria-hidden sx={{ aspectRatio: '1', borderRadius: 2, bgcolor: 'action.hover' }} />
          ),
        )}
      </Box>
    </Box>
  );
}

function FilesBlock({
  section,
  files,
  allowDownload,
}: {
  section: Extract<Section, { type: 'files' }>;
  files: PortalFile[];
  allowDownload: boolean;
}) {
  const shown = byIds(files, section.fileIds);
  return (
    <Box>
      <SectionHeading>{section.title || 'Files'}</SectionHeading>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Files you upload appear here.
        </Typography>
      ) : (
        <Stack spacing={1}>
          {shown.map((file) => (
            <Paper
              key={file.id}
              variant="outlined"
              sx={{ p: 1, borderRadius: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}
            >
              <FileThumb file={file} size={36} />
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatBytes(file.size)}
                </Typography>
              </Box>
              {allowDownload && <DownloadRounded fontSize="small" color="action" aria-label="Downloadable" />}
            </Paper>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function PreviewField({ field }: { field: FormField }) {
  const label = `${field.label}${field.required ? ' *' : ''}`;
  switch (field.type) {
    case 'rating':
      return (
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {label}
          </Typography>
          <Rating value={null} max={field.options?.max ?? 5} disabled />
        </Box>
      );
    case 'textarea':
      return <TextField label={label} placeholder={field.placeholder} multiline minRows={3} disabled fullWidth />;
    case 'select':
      return (
        <TextField select label={label} value="" disabled fullWidth>
          {(field.options?.choices ?? []).map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choice}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'checkbox':
      return <FormControlLabel control={<Checkbox disabled />} label={label} />;
  }
}

function FormBlock({ section, brand }: { section: Extract<Section, { type: 'form' }>; brand: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <SectionHeading>{section.title || 'Form'}</SectionHeading>
      {section.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {section.description}
        </Typography>
      )}
      <Stack spacing={2}>
        {section.fields.map((field) => (
          <PreviewField key={field.id} field={field} />
        ))}
        <Box>
          <Button
            variant="contained"
            disabled
            sx={{ '&.Mui-disabled': { bgcolor: brand, color: '#fff', opacity: 0.6 } }}
          >
            Send answers
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function PreviewSection({
  section,
  files,
  brand,
  allowDownload,
}: {
  section: Section;
  files: PortalFile[];
  brand: string;
  allowDownload: boolean;
}) {
  switch (section.type) {
    case 'hero':
      return <Hero section={section} files={files} brand={brand} />;
    case 'gallery':
      return <Gallery section={section} files={files} />;
    case 'files':
      return <FilesBlock section={section} files={files} allowDownload={allowDownload} />;
    case 'content':
      return (
        <Box>
          <SectionHeading>{section.title || 'Update'}</SectionHeading>
          <Box
            sx={{
              typography: 'body1',
              '& a': { color: brand },
              '& > :first-of-type': { mt: 0 },
              overflowWrap: 'anywhere',
            }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by toSafeHtml (DOMPurify with the shared allow-list the server saves with).
            dangerouslySetInnerHTML={{ __html: toSafeHtml(section.html) }}
          />
        </Box>
      );
    case 'form':
      return <FormBlock section={section} brand={brand} />;
    case 'request':
      return <RequestPreviewBlock section={section} brand={brand} />;
  }
}

/** How the client will see the portal: sections rendered simply, in order, under the portal's name. */
export function PortalPreview({ portal, sections, files, brandColor }: PortalPreviewProps) {
  const brand = portal.branding.primaryColor ?? brandColor ?? DEFAULT_BRAND;
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ borderBottom: 3, borderColor: brand, pb: 1.5 }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {portal.name}
        </Typography>
        {portal.description && (
          <Typography variant="body2" color="text.secondary">
            {portal.description}
          </Typography>
        )}
      </Box>
      {sections.length === 0 ? (
        <Typography color="text.secondary">This portal has no sections yet.</Typography>
      ) : (
        sections.map((section) => (
          <Box
            key={section.id}
            component="section"
            aria-label={section.title || section.type}
            data-preview-section={section.id}
          >
            <PreviewSection section={section} files={files} brand={brand} allowDownload={portal.allowDownload} />
          </Box>
        ))
      )}
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
        Powered by ClientDock
      </Typography>
    </Stack>
  );
}
