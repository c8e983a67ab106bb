import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatClearRounded from '@mui/icons-material/FormatClearRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatListNumberedRounded from '@mui/icons-material/FormatListNumberedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import FormatUnderlinedRounded from '@mui/icons-material/FormatUnderlinedRounded';
import InsertLinkRounded from '@mui/icons-material/InsertLinkRounded';
import TitleRounded from '@mui/icons-material/TitleRounded';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef } from 'react';

interface Command {
  label: string;
  icon: ReactNode;
  run: () => void;
}

function exec(command: string, value?: string) {
  // execCommand is deprecated but still the one editing API every browser implements for contentEditable.
  document.execCommand?.(command, false, value);
}

const COMMANDS: Command[][] = [
  [
    { label: 'Bold', icon: <FormatBoldRounded />, run: () => exec('bold') },
    { label: 'Italic', icon: <FormatItalicRounded />, run: () => exec('italic') },
    { label: 'Underline', icon: <FormatUnderlinedRounded />, run: () => exec('underline') },
  ],
  [
    { label: 'Heading', icon: <TitleRounded />, run: () => exec('formatBlock', 'h3') },
    { label: 'Bulleted list', icon: <FormatListBulletedRounded />, run: () => exec('insertUnorderedList') },
    { label: 'Numbered list', icon: <FormatListNumberedRounded />, run: () => exec('insertOrderedList') },
    { label: 'Quote', icon: <FormatQuoteRounded />, run: () => exec('formatBlock', 'blockquote') },
  ],
  [
    {
      label: 'Link',
      icon: <InsertLinkRounded />,
      run: () => {
        const url = window.prompt('Link address (https://…)');
        if (url && /^(https?:\/\/|mailto:|tel:)/i.test(url.trim())) exec('createLink', url.trim());
      },
    },
    {
      label: 'Clear formatting',
      icon: <FormatClearRounded />,
      run: () => {
        exec('removeFormat');
        exec('formatBlock', 'p');
      },
    },
  ],
];

interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  error?: string;
}

/** A small formatting editor producing HTML; the server keeps only basic tags and safe links when it saves. */
export function RichTextEditor({ label, value, onChange, disabled = false, error }: RichTextEditorProps) {
  const editorRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const helpId = useId();

  // The editor owns its DOM while typing; only a change from outside (discard, reload) is written back.
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.innerHTML !== value) editor.innerHTML = value;
  }, [value]);

  const emit = () => onChange(editorRef.current?.innerHTML ?? '');

  return (
    <Box>
      <Typography id={labelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ borderRadius: 2, borderColor: error ? 'error.main' : undefined, overflow: 'hidden' }}
      >
        <Stack
          role="toolbar"
          aria-label={`Formatting for ${label}`}
          direction="row"
          sx={{ flexWrap: 'wrap', px: 0.5, py: 0.25, bgcolor: 'action.hover' }}
        >
          {COMMANDS.map((group, index) => (
            <Stack key={group[0]?.label} direction="row" sx={{ alignItems: 'center' }}>
              {index > 0 && <Divider orientation="vertical" flexItem sx={{ mx: 0.5, my: 1 }} />}
              {group.map((command) => (
                <Tooltip key={command.label} title={command.label}>
                  <span>
                    <IconButton
                      aria-label={command.label}
                      disabled={disabled}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => {
                        editorRef.current?.focus();
                        command.run();
                        emit();
                      }}
                    >
                      {command.icon}
                    </IconButton>
                  </span>
                </Tooltip>
              ))}
            </Stack>
          ))}
        </Stack>
        <Box
          ref={editorRef}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={helpId}
          aria-invalid={error ? 'true' : undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          onInput={emit}
          onBlur={emit}
          tabIndex={0}
          sx={{
            minHeight: 140,
            px: 2,
            py: 1.5,
            outline: 'none',
            typography: 'body1',
            '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
            '&:empty::before': {
              content: '"Write an update, instructions or notes for your client"',
              color: 'text.disabled',
            },
            '& h3': { typography: 'h6', my: 1 },
            '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
            '& a': { color: 'primary.main' },
          }}
        />
      </Paper>
      <Typography
        id={helpId}
        variant="caption"
        color={error ? 'error' : 'text.secondary'}
        sx={{ display: 'block', mt: 0.5 }}
      >
        {error ?? 'Bold, lists, quotes and links are kept; other styling is removed when you save.'}
      </Typography>
    </Box>
  );
}
