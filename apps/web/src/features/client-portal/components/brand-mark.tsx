import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { getInitials } from '@/lib/format';
import type { PublicBranding } from '../api/types';

interface BrandMarkProps {
  branding?: Partial<PublicBranding>;
  size?: 'small' | 'large';
  /** Next to the initials when there is no logo; off where the name is written nearby anyway. */
  showName?: boolean;
}

/** The creator's logo, or their initials in their colour when they have none (or it fails to load). */
export function BrandMark({ branding, size = 'small', showName = true }: BrandMarkProps) {
  const [isBroken, setIsBroken] = useState(false);
  const name = branding?.displayName?.trim() || '';
  const height = size === 'large' ? 56 : 36;
  if (branding?.logoUrl && !isBroken) {
    return (
      <Box
        component="img"
        src={branding.logoUrl}
        alt={name ? `${name} logo` : 'Logo'}
        onError={() => setIsBroken(true)}
        sx={{ height, maxWidth: size === 'large' ? 220 : 160, objectFit: 'contain', display: 'block' }}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        aria-hidden
        sx={{
          width: height,
          height,
          bgcolor: 'brand.main',
          color: 'brand.contrastText',
          fontWeight: 700,
          fontSize: size === 'large' ? 22 : 15,
        }}
      >
        {getInitials(name, '•')}
      </Avatar>
      {name && showName && (
        <Typography component="span" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
      )}
    </Box>
  );
}
