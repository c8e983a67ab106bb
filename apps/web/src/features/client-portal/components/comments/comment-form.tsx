import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useAddComment } from '../../api/portal-queries';
import { fieldErrors, loadClientSchemas, prefetchClientSchemas } from '../../lib/load-client-schemas';
import { usePortal } from '../portal-context';

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
    <Stack
      component="form"
      spacing={1.5}
      onSubmit={onSubmit}
      onFocus={prefetchClientSchemas}
      noValidate
      aria-label={isReply ? 'Reply' : 'Leave a comment'}
    >
      <TextField
        id={`${id}-body`}
        label={isReply ? 'Your reply' : 'Your comment'}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        error={Boolean(errors.body)}
        helperText={errors.body}
        multiline
        minRows={isReply ? 2 : 3}
        fullWidth
        autoFocus={autoFocus}
      />
      {isEditingIdentity ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            label="Your name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? 'Shown with your comment'}
            autoComplete="name"
            required
            fullWidth
          />
          <TextField
            label="Email (optional)"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? 'Only the creator sees it'}
            autoComplete="email"
            fullWidth
          />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Posting as <strong>{name}</strong>
          {email ? ` (${email})` : ''} ·{' '}
          <Link component="button" type="button" variant="body2" onClick={() => setIsEditingIdentity(true)}>
            Change
          </Link>
        </Typography>
      )}
      {addComment.error && (
        <Typography role="alert" color="error" variant="body2">
          {addComment.error.message}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onDone && isReply && (
          <Button onClick={onDone} disabled={addComment.isPending}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={addComment.isPending} sx={{ minWidth: 140 }}>
          {addComment.isPending ? 'Posting…' : isReply ? 'Post reply' : 'Post comment'}
        </Button>
      </Box>
    </Stack>
  );
}
