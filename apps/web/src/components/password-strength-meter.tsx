import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_LABELS } from '@clientdock/shared';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { measurePassword, type PasswordStrength } from '@/lib/password-strength';

const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

/**
 * How hard a new password is to guess, as zxcvbn estimates it, with its hint. Advice only: the server decides
 * (it refuses the common passwords).
 */
export function PasswordStrengthMeter({ password, userInputs = [] }: { password: string; userInputs?: string[] }) {
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const labelId = useId();
  const inputsKey = userInputs.join('\n');

  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let isCurrent = true;
    const timer = setTimeout(() => {
      measurePassword(password, inputsKey ? inputsKey.split('\n') : [])
        .then((result) => {
          if (isCurrent) setStrength(result);
        })
        .catch(() => {
          if (isCurrent) setStrength(null);
        });
    }, 150);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);

  if (!password) return null;
  const score = password.length < PASSWORD_MIN_LENGTH ? 0 : (strength?.score ?? 0);
  const label = strength ? PASSWORD_STRENGTH_LABELS[score] : 'Checking…';
  const hint =
    password.length < PASSWORD_MIN_LENGTH
      ? `Keep typing: ${PASSWORD_MIN_LENGTH} characters is the minimum.`
      : (strength?.warning ?? strength?.suggestions[0] ?? null);
  return (
    <Box sx={{ mt: -1 }}>
      <LinearProgress
        variant="determinate"
        value={strength ? ((score + 1) / 5) * 100 : 0}
        color={COLORS[score]}
        aria-labelledby={labelId}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        id={labelId}
        variant="caption"
        color="text.secondary"
        aria-live="polite"
        sx={{ display: 'block', mt: 0.5 }}
      >
        Password strength: <strong>{label}</strong>
        {hint ? `. ${hint}` : ''}
      </Typography>
    </Box>
  );
}
