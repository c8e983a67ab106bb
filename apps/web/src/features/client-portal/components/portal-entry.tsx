import { type FormEvent, useState } from 'react';
import { parsePortalReference } from '../lib/portal-reference';
import { ClientPortalLayout } from './client-portal-layout';
import { PortalFrame } from './portal-frame';
import { TextField } from './ui/text-field';

/** /portal: where a client pastes the link or code they were sent. */
export function PortalEntry({ onOpen }: { onOpen: (id: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const id = parsePortalReference(value);
    if (!id) {
      setError('Paste the full link you received (…/portal/…) or the portal code in it.');
      return;
    }
    onOpen(id);
  };

  return (
    <PortalFrame>
      <ClientPortalLayout>
        <div className="cp-card">
          <div className="cp-lock-body">
            <h1 className="cp-h5" style={{ marginBottom: 8 }}>
              Open a portal
            </h1>
            <p className="cp-muted" style={{ marginBottom: 24 }}>
              Paste the link or code you were sent. You do not need an account to open it.
            </p>
            <form className="cp-stack" onSubmit={onSubmit} noValidate>
              <TextField
                label="Portal link or code"
                value={value}
                onChange={(next) => {
                  setValue(next);
                  setError(null);
                }}
                error={error}
                autoFocus
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
              <button type="submit" className="cp-btn cp-btn--contained cp-btn--lg">
                Open portal
              </button>
            </form>
          </div>
        </div>
      </ClientPortalLayout>
    </PortalFrame>
  );
}
