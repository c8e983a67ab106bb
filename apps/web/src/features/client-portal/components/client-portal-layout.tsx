import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Phone-first frame for clients: the creator's content leads, ClientDock stays a small credit. */
export function ClientPortalLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Container component="main" maxWidth="sm" sx={{ flexGrow: 1, py: { xs: 4, sm: 8 } }}>
        {children}
      </Container>
      <Typography component="footer" variant="caption" color="text.secondary" sx={{ textAlign: 'center', py: 3 }}>
        Powered by{' '}
        <Link component={RouterLink} to="/" color="inherit">
          ClientDock
        </Link>
      </Typography>
    </Box>
  );
}
