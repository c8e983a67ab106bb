import type { Section } from '@clientdock/shared';
import { SectionApproval } from './section-approval';
import { SectionCard } from './section-card';

type ContentSection = Extract<Section, { type: 'content' }>;

export function ContentSection({ section }: { section: ContentSection }) {
  return (
    <SectionCard id={section.id} title={section.title}>
      <div
        className="cp-content portal-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes content when it is saved (an allow-list of tags, safe links), and the page's CSP refuses inline script.
        dangerouslySetInnerHTML={{ __html: section.html }}
      />
      <SectionApproval sectionId={section.id} label={section.title || 'This section'} />
    </SectionCard>
  );
}
