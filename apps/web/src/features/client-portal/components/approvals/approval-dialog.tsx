import { type FormEvent, useId, useState } from 'react';
import { useCreateApproval } from '../../api/portal-queries';
import type { Approval, ApprovalDecision } from '../../api/types';
import {
  CHANGES_NOTE_REQUIRED,
  fieldErrors,
  loadClientSchemas,
  prefetchClientSchemas,
} from '../../lib/load-client-schemas';
import { rememberOwnReceipt } from '../../lib/own-receipts';
import { studioName } from '../../lib/studio-name';
import { usePortal } from '../portal-context';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/text-field';
import { IncludedComments } from './included-comments';

export type ApprovalTarget = { fileId: string; label: string; version: number } | { sectionId: string; label: string };

interface ApprovalDialogProps {
  target: ApprovalTarget;
  decision: ApprovalDecision;
  onClose: () => void;
  onRecorded: (approval: Approval) => void;
}

export function ApprovalDialog({ target, decision, onClose, onRecorded }: ApprovalDialogProps) {
  const { uuid, portal, identity, rememberIdentity, notify } = usePortal();
  const createApproval = useCreateApproval(uuid);
  const [name, setName] = useState(identity.name);
  const [email, setEmail] = useState(identity.email);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isApproval = decision === 'approved';
  const titleId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { approvalCreateSchema } = await loadClientSchemas();
    const targetIds = 'fileId' in target ? { fileId: target.fileId } : { sectionId: target.sectionId };
    const parsed = approvalCreateSchema.safeParse({ name, email, note, decision, ...targetIds });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (!isApproval && !note.trim()) found.note ??= CHANGES_NOTE_REQUIRED;
    if (!parsed.success || Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setErrors({});
    const input = parsed.data;
    createApproval.mutate(
      {
        name: input.name,
        decision,
        ...(input.email ? { email: input.email } : {}),
        ...(input.note ? { note: input.note } : {}),
        ...targetIds,
      },
      {
        onSuccess: (approval) => {
          rememberOwnReceipt(uuid, approval.id);
          rememberIdentity({ name: input.name, email: input.email ?? '' });
          notify(isApproval ? 'Approval recorded' : 'Change request sent');
          onRecorded(approval);
        },
      },
    );
  };

  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="cp-dialog--xs cp-dialog--bottom-phone">
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={prefetchClientSchemas}
        noValidate
        style={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <h2 id={titleId} className="cp-dialog-title">
          {isApproval ? 'Approve' : 'Request changes'}
        </h2>
        <div className="cp-dialog-body" style={{ paddingTop: 0, paddingBottom: 8 }}>
          <p className="cp-body2 cp-muted" style={{ marginBottom: 16, overflowWrap: 'anywhere' }}>
            {isApproval ? 'You are approving ' : 'You are asking for changes to '}
            <strong>{target.label}</strong>
            {'version' in target ? ` (version ${target.version})` : ''}. {studioName(portal)} gets a receipt with your
            name and the time.
          </p>
          {!isApproval && 'fileId' in target && (
            <IncludedComments fileId={target.fileId} version={target.version} name={name} />
          )}
          <div className="cp-stack">
            <TextField
              label={isApproval ? 'Note (optional)' : 'What should change?'}
              value={note}
              onChange={setNote}
              error={errors.note}
              required={!isApproval}
              multiline
              rows={isApproval ? 2 : 3}
              autoFocus={!isApproval}
            />
            <TextField
              label="Your name"
              value={name}
              onChange={setName}
              error={errors.name}
              autoComplete="name"
              required
              autoFocus={isApproval && !name}
            />
            <TextField
              label="Email (optional)"
              type="email"
              value={email}
              onChange={setEmail}
              error={errors.email}
              helperText="Added to the receipt"
              autoComplete="email"
            />
            {createApproval.error && (
              <p role="alert" className="cp-error-text">
                {createApproval.error.message}
              </p>
            )}
          </div>
        </div>
        <div className="cp-dialog-actions">
          <button type="button" className="cp-btn" onClick={onClose} disabled={createApproval.isPending}>
            Cancel
          </button>
          <button
            type="submit"
            className={isApproval ? 'cp-btn cp-btn--contained' : 'cp-btn cp-btn--warning'}
            disabled={createApproval.isPending}
          >
            {createApproval.isPending ? 'Sending…' : isApproval ? 'Approve' : 'Send request'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
