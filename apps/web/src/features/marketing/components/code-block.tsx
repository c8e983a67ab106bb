import Box from '@mui/material/Box';

/** Configuration or commands to copy; scrolls sideways on a phone and can be scrolled with the keyboard. */
export function CodeBlock({ children, label }: { children: string; label: string }) {
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        p: 2,
        borderRadius: 2,
        overflowX: 'auto',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.8125rem',
        lineHeight: 1.6,
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? '#0b0b0b' : '#f1f5f9'),
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <code>{children}</code>
    </Box>
  );
}
