import { BLOG_LIMITS } from '@clientdock/shared';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { ArticleBody } from '@/components/article-body';
import { useMarkdownPreview } from '../../lib/use-markdown-preview';
import { ImagePickerButton } from './image-picker-button';

interface MarkdownFieldProps {
  value: string;
  initialHtml: string;
  error?: string;
  onChange: (value: string) => void;
  onUploadImage: (file: File) => Promise<string | null>;
}

/** Markdown on the left, the live preview on the right; on a phone, Write and Preview tabs. */
export function MarkdownField({ value, initialHtml, error, onChange, onUploadImage }: MarkdownFieldProps) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const preview = useMarkdownPreview(value, initialHtml);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const previewId = useId();
  const [uploading, setUploading] = useState(false);

  const insertImage = async (file: File) => {
    setUploading(true);
    const url = await onUploadImage(file);
    setUploading(false);
    if (!url) return;
    const input = inputRef.current;
    const at = input?.selectionStart ?? value.length;
    const alt = file.name.replace(/\.[^.]+$/, '').replace(/[[\]]/g, '');
    const snippet = `![${alt}](${url})`;
    onChange(`${value.slice(0, at)}${at > 0 && value[at - 1] !== '\n' ? '\n\n' : ''}${snippet}\n${value.slice(at)}`);
  };

  const editor = (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <TextField
        label="Post (Markdown)"
        multiline
        minRows={wide ? 18 : 12}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={
          error ??
          `# Heading, **bold**, *italic*, [link](https://…), - list, > quote, \`code\`. ${value.length.toLocaleString('en-US')} / ${BLOG_LIMITS.markdown.toLocaleString('en-US')} characters.`
        }
        inputRef={inputRef}
        slotProps={{
          htmlInput: {
            spellCheck: true,
            style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 14 },
          },
        }}
        fullWidth
      />
      <Box>
        <ImagePickerButton
          label={uploading ? 'Uploading image…' : 'Insert image'}
          icon={<AddPhotoAlternateOutlined />}
          disabled={uploading}
          onPick={insertImage}
        />
      </Box>
    </Stack>
  );

  const previewPane = (
    <Paper
      variant="outlined"
      id={previewId}
      aria-label="Preview"
      aria-busy={preview.isUpdating}
      sx={{ p: { xs: 2, sm: 3 }, minHeight: 240, borderRadius: 2, minWidth: 0, bgcolor: 'background.default' }}
    >
      <Typography variant="overline" color="text.secondary" component="p" sx={{ mb: 1 }}>
        Preview{preview.isUpdating ? ' · updating…' : ''}
      </Typography>
      {preview.error && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The preview could not be updated: {preview.error}
        </Alert>
      )}
      {preview.html.trim() ? (
        <ArticleBody html={preview.html} />
      ) : (
        <Typography color="text.secondary">Start writing and the post appears here as readers will see it.</Typography>
      )}
    </Paper>
  );

  if (wide) {
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 2, alignItems: 'start' }}>
        {editor}
        {previewPane}
      </Box>
    );
  }
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, next) => setTab(next)}
        aria-label="Markdown editor"
        sx={{ mb: 2, '& .MuiTab-root': { textTransform: 'none', fontWeight: 600 } }}
      >
        <Tab value="write" label="Write" />
        <Tab value="preview" label="Preview" />
      </Tabs>
      {tab === 'write' ? editor : previewPane}
    </Box>
  );
}
