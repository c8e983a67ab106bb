import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { PortalVisitor, PublicFile, PublicPortal } from '../api/types';
import { type ClientIdentity, readIdentity, writeIdentity } from '../lib/client-identity';

interface PortalContextValue {
  uuid: string;
  portal: PublicPortal;
  visitor: PortalVisitor;
  fileById: (id: string | null | undefined) => PublicFile | undefined;
  openFile: (fileId: string) => void;
  /** Name and email to prefill: what this browser remembered, else what the server knows of this visitor. */
  identity: ClientIdentity;
  rememberIdentity: (identity: ClientIdentity) => void;
  notify: (message: string, severity?: 'success' | 'error') => void;
}

const PortalContext = createContext<PortalContextValue | null>(null);

interface PortalProviderProps {
  uuid: string;
  portal: PublicPortal;
  visitor: PortalVisitor;
  openFile: (fileId: string) => void;
  notify: PortalContextValue['notify'];
  children: ReactNode;
}

export function PortalProvider({ uuid, portal, visitor, openFile, notify, children }: PortalProviderProps) {
  const [identity, setIdentity] = useState<ClientIdentity>({ name: visitor.name ?? '', email: visitor.email ?? '' });
  // The server draws the page without this browser's storage: the remembered name is read after hydration, so the
  // first render matches the server's (React would otherwise throw the page away and draw it again).
  useEffect(() => {
    const stored = readIdentity();
    if (stored) setIdentity(stored);
  }, []);
  const rememberIdentity = useCallback((next: ClientIdentity) => {
    writeIdentity(next);
    setIdentity({ name: next.name.trim(), email: next.email.trim() });
  }, []);
  const files = portal.files;
  const fileById = useCallback((id: string | null | undefined) => files.find((file) => file.id === id), [files]);
  const value = useMemo<PortalContextValue>(
    () => ({ uuid, portal, visitor, fileById, openFile, identity, rememberIdentity, notify }),
    [uuid, portal, visitor, fileById, openFile, identity, rememberIdentity, notify],
  );
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('usePortal must be used inside PortalProvider');
  return value;
}
