import { type FormEvent, useEffect, useId, useState } from 'react';
import { useAddComment } from '../../api/portal-queries';
import { fieldErrors, loadClientSchemas, prefetchClientSchemas } from '../../lib/load-client-schemas';
import { usePortal } from '../portal-context';
import { TextField } from '../ui/text-field';

interface CommentFormProps {
  fileId?: string;
  parentId?: string;
  /** Label of the submit button and the message field. */
  variant?: 'comment' | 'reply';
  onDone?: () => void;
  autoFocus?: boolean;
}

export function CommentForm({ fileId, parentId, variant = 'comment', onDone, autoFocus = false }: CommentFormProps) {
  const { uuid, identity, rememberIdentity, notify } = usePortal();
  const addComment = useAddComment(uuid);
  const [name, setName] = useState(identity.name);
  const [email, setEmail] = useState(identity.email);
  const [body, setBody] = useState('');
  const [isEditingIdentity, setIsEditingIdentity] = useState(!identity.name);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

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
    const parsed = commentCreateSchema.safeParse({ name, email, body, fileId, parentId });
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
      },
      {
        onSuccess: () => {
          rememberIdentity({ name: cleanName, email: cleanEmail ?? '' });
          setIsEditingIdentity(false);
          setBody('');
          notify(variant === 'reply' ? 'Reply posted' : 'Comment posted');
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
      aria-label={isReply ? 'Reply' : 'Leave a comment'}
    >
      <TextField
        id={`${id}-body`}
        label={isReply ? 'Your reply' : 'Your comment'}
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
            helperText="Only the creator sees it"
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
        {onDone && isReply && (
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
          {addComment.isPending ? 'Posting…' : isReply ? 'Post reply' : 'Post comment'}
        </button>
      </div>
    </form>
  );
}
