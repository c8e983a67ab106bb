import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { PublicBranding } from '../../api/types';
import { BrandMark } from '../brand-mark';

interface LockCardProps {
  portalName: string;
  branding?: Partial<PublicBranding>;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** The branded card every lock step shares: logo, portal name, what to do. */
export function LockCard({ portalName, branding, title, description, children }: LockCardProps) {
  const creator = branding?.displayName?.trim();
  return (
    <Card sx={{ overflow: 'hidden' }}>
      <Box
        sx={(theme) => ({
          px: { xs: 3, sm: 4 },
          pt: 4,
          pb: 3,
          textAlign: 'center',
          background: `linear-gradient(135deg, ${theme.palette.brand.main}1f, ${theme.palette.brand.secondary}14)`,
        })}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <BrandMark branding={branding} size="large" showName={false} />
        </Box>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {portalName}
        </Typography>
        {creator && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Shared by {creator}
          </Typography>
        )}
      </Box>
      <CardContent sx={{ px: { xs: 3, sm: 4 }, py: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <LockOutlined fontSize="small" color="primary" aria-hidden />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {description}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
