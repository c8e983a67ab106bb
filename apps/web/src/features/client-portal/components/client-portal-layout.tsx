import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PublicBranding } from '../api/types';
import { BrandMark } from './brand-mark';

interface ClientPortalLayoutProps {
  children: ReactNode;
  /** The creator's brand for the top bar; without it (the /portal entry) no top bar is shown. */
  branding?: Partial<PublicBranding>;
  /** White-label portals drop the ClientDock credit. */
  whiteLabel?: boolean;
  width?: 'sm' | 'md';
  /** Extra room at the bottom for a phone's sticky action bar. */
  bottomInset?: number;
}

/** Phone-first frame for clients: the creator's content leads, ClientDock stays a small credit. */
export function ClientPortalLayout({
  children,
  branding,
  whiteLabel = false,
  width = 'sm',
  bottomInset = 0,
}: ClientPortalLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {branding && (
        <Box
          component="header"
          sx={{
            borderTop: 4,
            borderColor: 'brand.main',
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderBottomColor: 'divider',
          }}
        >
          <Container maxWidth={width} sx={{ py: 1.5, display: 'flex', alignItems: 'center', minHeight: 64 }}>
            <BrandMark branding={branding} />
          </Container>
        </Box>
      )}
      <Container component="main" maxWidth={width} sx={{ flexGrow: 1, py: { xs: 3, sm: 6 }, px: { xs: 2, sm: 3 } }}>
        {children}
      </Container>
      {!whiteLabel && (
        <Typography
          component="footer"
          variant="caption"
          color="text.secondary"
          sx={{ textAlign: 'center', py: 3, pb: `calc(24px + ${bottomInset}px)` }}
        >
          Powered by{' '}
          <Link href="/" color="inherit" underline="hover">
            ClientDock
          </Link>
        </Typography>
      )}
      {whiteLabel && bottomInset > 0 && <Box sx={{ height: bottomInset }} />}
    </Box>
  );
}
