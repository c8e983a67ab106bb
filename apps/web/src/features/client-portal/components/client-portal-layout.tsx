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
}

/** Phone-first frame for clients: the creator's content leads, ClientDock stays a small credit. */
export function ClientPortalLayout({ children, branding, whiteLabel = false, width = 'sm' }: ClientPortalLayoutProps) {
  return (
    <>
      {branding && (
        <header className="cp-header">
          <div className={`cp-container cp-container--${width}`}>
            <BrandMark branding={branding} />
          </div>
        </header>
      )}
      <main className={`cp-main cp-container cp-container--${width}`}>{children}</main>
      {!whiteLabel && (
        <footer className="cp-footer">
          Powered by <a href="/">ClientDock</a>
        </footer>
      )}
    </>
  );
}
