import { formatBytes } from '@clientdock/shared';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  allowedActions,
  UPLOAD_STATE_LABELS,
  type UploadAction,
  type UploadState,
  type UploadTask,
  uploadPercent,
} from '../lib/upload-tasks';

const STATE_COLORS: Record<UploadState, string> = {
  running: 'primary.main',
  pausing: 'warning.main',
  paused: 'warning.main',
  canceling: 'text.secondary',
  canceled: 'text.secondary',
  success: 'success.main',
  error: 'error.main',
};

const PROGRESS_COLORS: Record<UploadState, 'primary' | 'warning' | 'inherit' | 'success' | 'error'> = {
  running: 'primary',
  pausing: 'warning',
  paused: 'warning',
  canceling: 'inherit',
  canceled: 'inherit',
  success: 'success',
  error: 'error',
};

const ACTION_INFO: Record<UploadAction, { verb: string; icon: ReactNode }> = {
  pause: { verb: 'Pause', icon: <PauseRounded /> },
  resume: { verb: 'Resume', icon: <PlayArrowRounded /> },
  cancel: { verb: 'Cancel', icon: <StopRounded /> },
  retry: { verb: 'Retry', icon: <ReplayRounded /> },
  dismiss: { verb: 'Dismiss', icon: <CloseRounded /> },
};

interface UploadTaskRowProps {
  task: UploadTask;
  onAction: (taskId: string, action: UploadAction) => void;
  /** The name of the file a new version replaces, when it is one. */
  replacesName?: string;
}

export function UploadTaskRow({ task, onAction, replacesName }: UploadTaskRowProps) {
  const percent = uploadPercent(task);
  const isMoving = task.state === 'running' || task.state === 'pausing';
  const progressText =
    task.state === 'success'
      ? formatBytes(task.size)
      : `${formatBytes(task.bytesUploaded)} of ${formatBytes(task.size)}`;
  return (
    <Box
      component="li"
      aria-label={`Upload of ${task.name}`}
      sx={{
        listStyle: 'none',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {task.name}
          </Typography>
          {replacesName && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              New version of {replacesName}
            </Typography>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography
              variant="caption"
              sx={{ color: STATE_COLORS[task.state], fontWeight: 600 }}
              data-testid="upload-state"
            >
              {UPLOAD_STATE_LABELS[task.state]}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {progressText}
              {task.state !== 'success' && task.state !== 'canceled' ? ` · ${percent}%` : ''}
            </Typography>
          </Stack>
        </Box>
        <Stack direction="row" sx={{ flexShrink: 0 }}>
          {allowedActions(task.state).map((action) => (
            <Tooltip key={action} title={ACTION_INFO[action].verb}>
              <IconButton
                size="large"
                aria-label={`${ACTION_INFO[action].verb} upload of ${task.name}`}
                onClick={() => onAction(task.id, action)}
              >
                {ACTION_INFO[action].icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
      </Stack>
      <LinearProgress
        variant={task.state === 'canceling' ? 'indeterminate' : 'determinate'}
        value={percent}
        color={PROGRESS_COLORS[task.state]}
        aria-label={`Progress of ${task.name}`}
        sx={{ mt: 1, height: 6, borderRadius: 3, opacity: isMoving || task.state === 'paused' ? 1 : 0.7 }}
      />
      {task.error && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {task.error}
        </Typography>
      )}
    </Box>
  );
}
