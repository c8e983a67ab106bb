import { type FormEvent, useState } from 'react';
import { TextField } from '../ui/text-field';

interface RequestNamePromptProps {
  fileCount: number;
  initialName: string;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/** Asked once, before the first file goes: so the sender knows who sent what. */
export function RequestNamePrompt({ fileCount, initialName, onSubmit, onCancel }: RequestNamePromptProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Please enter your name.');
      return;
    }
    onSubmit(trimmed);
  };
  return (
    <form className="cp-name-prompt" onSubmit={submit} noValidate aria-label="Your name">
      <p className="cp-body2">
        Before {fileCount === 1 ? 'your file goes' : fileCount > 1 ? `your ${fileCount} files go` : 'sending'}, tell us
        who you are.
      </p>
      <TextField
        label="Your name"
        value={name}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        error={error}
        required
        autoFocus
        autoComplete="name"
        maxLength={80}
      />
      <div className="cp-row cp-row--wrap" style={{ gap: 8 }}>
        <button type="submit" className="cp-btn cp-btn--contained">
          Send files
        </button>
        <button type="button" className="cp-btn" onClick={onCancel}>
          Not now
        </button>
      </div>
    </form>
  );
}
