import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useId, useRef, useState } from 'react';
import { formatMegabytes } from '@/lib/format';
import type { PortalUploader } from '../lib/portal-uploader';
import { isFinished, type UploadTask } from '../lib/upload-tasks';
import { UploadTaskRow } from './upload-task-row';

interface UploadAreaProps {
  uploader: PortalUploader | null;
  tasks: UploadTask[];
  fileSizeMb: number;
  disabled?: boolean;
  fileNames: Map<string, string>;
}

const visuallyHidden = {
  position: 'absolute',
  // MUI reads 1 as 100%: the sizes need their unit.
  width: '1px',
  height: '1px',
  margin: '-1px',
  border: 0,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function UploadArea({ uploader, tasks, fileSizeMb, disabled = false, fileNames }: UploadAreaProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOver, setOver] = useState(false);
  const canUpload = Boolean(uploader) && !disabled;
  const add = (files: FileList | null) => {
    if (!files?.length || !uploader) return;
    uploader.addFiles([...files]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (canUpload) add(event.dataTransfer.files);
  };
  const hasFinished = tasks.some((task) => isFinished(task.state));
  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        onDragOver={(event) => {
          event.preventDefault();
          if (canUpload) setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          position: 'relative',
          borderRadius: 3,
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: isOver ? 'primary.main' : 'divider',
          bgcolor: isOver ? 'action.hover' : 'transparent',
          textAlign: 'center',
          px: 3,
          py: { xs: 3, sm: 4 },
          transition: 'background-color 120ms, border-color 120ms',
        }}
      >
        <CloudUploadOutlined color="primary" sx={{ fontSize: 40, mb: 1 }} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>Drag and drop files here</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Several at once if you like. Files up to {formatMegabytes(fileSizeMb)} each on your plan.
        </Typography>
        <Box
          component="input"
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          disabled={!canUpload}
          aria-label="Choose files to upload"
          onChange={(event) => {
            add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
          sx={visuallyHidden}
        />
        <Button variant="contained" size="large" disabled={!canUpload} onClick={() => inputRef.current?.click()}>
          Choose files
        </Button>
      </Paper>
      {tasks.length > 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 3, px: 2, py: 0.5 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 1 }}>
            <Typography variant="subtitle2" component="h3">
              Uploads
            </Typography>
            {hasFinished && (
              <Button size="small" onClick={() => uploader?.clearFinished()}>
                Clear finished
              </Button>
            )}
          </Stack>
          <Box component="ul" aria-label="Uploads" sx={{ m: 0, p: 0 }}>
            {tasks.map((task) => (
              <UploadTaskRow
                key={task.id}
                task={task}
                onAction={(id, action) => uploader?.perform(id, action)}
                replacesName={task.replacesFileId ? fileNames.get(task.replacesFileId) : undefined}
              />
            ))}
          </Box>
        </Paper>
      )}
    </Stack>
  );
}
