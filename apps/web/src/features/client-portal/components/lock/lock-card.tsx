import type { ReactNode } from 'react';
import type { PublicBranding } from '../../api/types';
import { BrandMark } from '../brand-mark';
import { Icon } from '../ui/icons';

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
    <div className="cp-card cp-card--clip">
      <div className="cp-lock-head">
        <BrandMark branding={branding} size="large" showName={false} />
        <h1 className="cp-h5">{portalName}</h1>
        {creator && (
          <p className="cp-body2 cp-muted" style={{ marginTop: 4 }}>
            Shared by {creator}
          </p>
        )}
      </div>
      <div className="cp-lock-body">
        <div className="cp-lock-title">
          <Icon name="Lock" size={20} />
          <h2 className="cp-subtitle">{title}</h2>
        </div>
        <p className="cp-body2 cp-muted" style={{ marginBottom: 24 }}>
          {description}
        </p>
        {children}
      </div>
    </div>
  );
}
