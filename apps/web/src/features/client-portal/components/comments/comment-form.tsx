import type { Anchor } from '@clientdock/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useAddComment } from '../../api/portal-queries';
import { fieldErrors, loadClientSchemas, prefetchClientSchemas } from '../../lib/load-client-schemas';
import { studioName } from '../../lib/studio-name';
import { usePortal } from '../portal-context';
import { TextField } from '../ui/text-field';

interface CommentFormProps {
  fileId?: string;
  parentId?: string;
  /** A pinned comment: the version it is about and where on it. */
  fileVersion?: number;
  anchor?: Anchor;
  /** Label of the submit button and the message field. */
  variant?: 'comment' | 'reply' | 'pin';
  /** The form's accessible name, where the variant's is not specific enough ("Comment at 0:12"). */
  label?: string;
  onDone?: () => void;
  autoFocus?: boolean;
}

const LABELS = {
  comment: { form: 'Leave a comment', body: 'Your comment', submit: 'Post comment', posted: 'Comment posted' },
  reply: { form: 'Reply', body: 'Your reply', submit: 'Post reply', posted: 'Reply posted' },
  pin: { form: 'Comment on this spot', body: 'Your note', submit: 'Post comment', posted: 'Comment pinned' },
} as const;

export function CommentForm({
  fileId,
  parentId,
  fileVersion,
  anchor,
  variant = 'comment',
  label,
  onDone,
  autoFocus = false,
}: CommentFormProps) {
  const { uuid, portal, identity, rememberIdentity, notify } = usePortal();
  const addComment = useAddComment(uuid);
  const [name, setName] = useState(identity.name);
  const [email, setEmail] = useState(identity.email);
  const [body, setBody] = useState('');
  const [isEditingIdentity, setIsEditingIdentity] = useState(!identity.name);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const labels = LABELS[variant];

  // A name given elsewhere on the page (an approval, another thread) fills a form nobody has typed in yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new identity should fill the form, not typing.
  useEffect(() => {
    if (!identity.name || name.trim()) return;
    setName(identity.name);
    setEmail(identity.email);
    setIsEditingIdentity(false);
  }, [identity.name, identity.email]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { commentCreateSchema } = await loadClientSchemas();
    const parsed = commentCreateSchema.safeParse({ name, email, body, fileId, parentId, fileVersion, anchor });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      if (found.name || found.email) setIsEditingIdentity(true);
      return;
    }
    setErrors({});
    const { name: cleanName, email: cleanEmail, body: cleanBody } = parsed.data;
    addComment.mutate(
      {
        name: cleanName,
        ...(cleanEmail ? { email: cleanEmail } : {}),
        body: cleanBody,
        ...(fileId ? { fileId } : {}),
        ...(parentId ? { parentId } : {}),
        ...(anchor ? { anchor, ...(fileVersion ? { fileVersion } : {}) } : {}),
      },
      {
        onSuccess: () => {
          rememberIdentity({ name: cleanName, email: cleanEmail ?? '' });
          setIsEditingIdentity(false);
          setBody('');
          notify(labels.posted);
          onDone?.();
        },
      },
    );
  };

  const isReply = variant === 'reply';
  return (
    <form
      className="cp-stack cp-stack--sm"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={prefetchClientSchemas}
      noValidate
      aria-label={label ?? labels.form}
    >
      <TextField
        id={`${id}-body`}
        label={labels.body}
        value={body}
        onChange={setBody}
        error={errors.body}
        multiline
        rows={isReply ? 2 : 3}
        autoFocus={autoFocus}
      />
      {isEditingIdentity ? (
        <div className="cp-field-row">
          <TextField
            label="Your name"
            value={name}
            onChange={setName}
            error={errors.name}
            helperText="Shown with your comment"
            autoComplete="name"
            required
          />
          <TextField
            label="Email (optional)"
            type="email"
            value={email}
            onChange={setEmail}
            error={errors.email}
            helperText={`Only ${studioName(portal)} sees it`}
            autoComplete="email"
          />
        </div>
      ) : (
        <p className="cp-body2 cp-muted">
          Posting as <strong>{name}</strong>
          {email ? ` (${email})` : ''} ·{' '}
          <button type="button" className="cp-link-btn" onClick={() => setIsEditingIdentity(true)}>
            Change
          </button>
        </p>
      )}
      {addComment.error && (
        <p role="alert" className="cp-error-text">
          {addComment.error.message}
        </p>
      )}
      <div className="cp-row" style={{ justifyContent: 'flex-end' }}>
        {onDone && variant !== 'comment' && (
          <button type="button" className="cp-btn" onClick={onDone} disabled={addComment.isPending}>
            Cancel
          </button>
        )}
        <button
          type="submit"
          className="cp-btn cp-btn--contained"
          disabled={addComment.isPending}
          style={{ minWidth: 140 }}
        >
          {addComment.isPending ? 'Posting…' : labels.submit}
        </button>
      </div>
    </form>
  );
}
