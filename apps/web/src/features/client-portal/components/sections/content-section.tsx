import type { Section } from '@clientdock/shared';
import { SectionApproval } from './section-approval';
import { SectionCard } from './section-card';

type ContentSection = Extract<Section, { type: 'content' }>;

export function ContentSection({ section }: { section: ContentSection }) {
  return (
    <SectionCard id={section.id} title={section.title}>
      <div
        className="cp-content portal-content"
        // The HTML is stored already sanitized (DOMPurify with the shared rich-text allow-list, on every save), so the
        // client portal does not clean it again: DOMPurify here would add about 20 KB gzipped to the portal's page.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server when saved (an allow-list of tags, safe links), and the page's CSP refuses inline script.
        dangerouslySetInnerHTML={{ __html: section.html }}
      />
      <SectionApproval section={section} label={section.title || 'This section'} />
    </SectionCard>
  );
}
