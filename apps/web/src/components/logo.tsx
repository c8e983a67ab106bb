import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 32 32"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, color: 'primary.main' }}
    >
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 11.5h14M9 16h14M9 20.5h9" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </Box>
  );
}

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Box
      component={Link}
      to={to}
      aria-label="ClientDock home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
    >
      <LogoMark />
      <Typography component="span" variant="h6" sx={{ fontWeight: 700, letterSpacing: '-0.01em' }}>
        ClientDock
      </Typography>
    </Box>
  );
}
