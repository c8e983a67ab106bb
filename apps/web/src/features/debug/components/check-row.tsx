import type { DoctorCheck } from '@clientdock/shared';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const LOOK = {
  pass: { label: 'Pass', color: 'success', Icon: CheckCircleRounded },
  fail: { label: 'Fail', color: 'error', Icon: CancelRounded },
  skip: { label: 'Skipped', color: 'default', Icon: RemoveCircleOutlineRounded },
} as const;

/** One check of the doctor: its outcome in words and an icon (never colour alone), what it saw, what to do. */
export function CheckRow({ check }: { check: DoctorCheck }) {
  const look = LOOK[check.status];
  const isFailing = check.status === 'fail';
  return (
    <Box
      component="li"
      aria-label={`${check.name}: ${look.label}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 1.5,
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: isFailing ? 'error.main' : 'divider',
        bgcolor: (theme) => (isFailing ? alpha(theme.palette.error.main, 0.08) : 'transparent'),
      }}
    >
      <Box
        aria-hidden
        sx={{
          pt: 0.25,
          display: 'flex',
          color: look.color === 'default' ? 'text.disabled' : `${look.color}.main`,
        }}
      >
        <look.Icon fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {check.name}
          </Typography>
          <Chip
            size="small"
            variant={isFailing ? 'filled' : 'outlined'}
            color={look.color}
            label={look.label}
            sx={{ height: 22, fontWeight: 600 }}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {check.detail}
        </Typography>
        {check.hint && (
          <Typography variant="body2" sx={{ mt: 0.75, overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              What to do:
            </Box>{' '}
            {check.hint}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
