import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { useConfirmation } from '../lib/use-confirmation';

/** Copies a value; says so (or why it could not) in its tooltip and accessible name. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const copied = useConfirmation(2000);
  const [problem, setProblem] = useState<string | null>(null);
  const onCopy = async () => {
    setProblem(null);
    try {
      await copyText(value);
      copied.show('Copied');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Could not copy');
    }
  };
  const title = problem ?? (copied.message ? 'Copied' : label);
  return (
    <Tooltip title={title} open={problem || copied.message ? true : undefined}>
      <IconButton
        aria-label={copied.message ? `${label}: copied` : label}
        onClick={onCopy}
        size="small"
        sx={{ minWidth: 40, minHeight: 40 }}
      >
        {copied.message ? <CheckRounded fontSize="small" color="success" /> : <ContentCopyRounded fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
