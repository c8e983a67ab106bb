import type { Section } from '@clientdock/shared';
import Box from '@mui/material/Box';
import { SectionApproval } from './section-approval';
import { SectionCard } from './section-card';

type ContentSection = Extract<Section, { type: 'content' }>;

export function ContentSection({ section }: { section: ContentSection }) {
  return (
    <SectionCard id={section.id} title={section.title}>
      <Box
        className="portal-content"
        sx={{
          typography: 'body1',
          overflowWrap: 'anywhere',
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& a': { color: 'primary.main' },
          '& h1, & h2, & h3, & h4': { fontWeight: 600, lineHeight: 1.3, mt: 3, mb: 1 },
          '& h1': { fontSize: 24 },
          '& h2': { fontSize: 20 },
          '& h3, & h4': { fontSize: 17 },
          '& blockquote': { borderLeft: 4, borderColor: 'brand.main', m: 0, pl: 2, color: 'text.secondary' },
          '& pre, & code': { fontFamily: 'monospace', bgcolor: 'action.hover', borderRadius: 1, px: 0.5 },
          '& pre': { p: 1.5, overflowX: 'auto' },
          '& img': { maxWidth: '100%', height: 'auto' },
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes content when it is saved (an allow-list of tags, safe links), and the page's CSP refuses inline script.
        dangerouslySetInnerHTML={{ __html: section.html }}
      />
      <SectionApproval sectionId={section.id} label={section.title || 'This section'} />
    </SectionCard>
  );
}
