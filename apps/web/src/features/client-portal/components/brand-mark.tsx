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
  const isLarge = size === 'large';
  if (branding?.logoUrl && !isBroken) {
    return (
      <div className="cp-brand">
        <img
          className={isLarge ? 'cp-brand-logo cp-brand-logo--lg' : 'cp-brand-logo'}
          src={branding.logoUrl}
          alt={name ? `${name} logo` : 'Logo'}
          onError={() => setIsBroken(true)}
        />
      </div>
    );
  }
  return (
    <div className="cp-brand">
      <span className={isLarge ? 'cp-brand-initials cp-brand-initials--lg' : 'cp-brand-initials'} aria-hidden="true">
        {getInitials(name, '•')}
      </span>
      {name && showName && <span className="cp-brand-name">{name}</span>}
    </div>
  );
}
