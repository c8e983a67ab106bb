import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const articleStyles = {
  fontSize: '1.0625rem',
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& p': { mt: 0, mb: 2 },
  '& h1, & h2, & h3, & h4': { mt: 4, mb: 1.5, lineHeight: 1.3 },
  '& ul, & ol': { pl: 3, mb: 2 },
  '& li': { mb: 0.75 },
  '& a': { color: 'primary.main' },
  '& blockquote': { m: 0, mb: 2, pl: 2, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' },
  '& pre': { p: 2, borderRadius: 2, overflowX: 'auto', bgcolor: 'action.hover' },
  '& code': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.9em' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 2 },
  '& table': { borderCollapse: 'collapse', mb: 2, display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', px: 1.5, py: 0.75 },
} as const;

interface ArticleBodyProps {
  /** HTML the server rendered and sanitized with the blog's allow-list. */
  html: string;
  sx?: SxProps<Theme>;
}

/** A blog article in the blog's typography: the published post and the editor's preview look the same. */
export function ArticleBody({ html, sx }: ArticleBodyProps) {
  return (
    <Box
      sx={[articleStyles, ...(Array.isArray(sx) ? sx : [sx])]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes every article and preview with the blog's allow-list (tags, safe links), and the page's CSP refuses inline script.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
