import type { Section } from '@clientdock/shared';
import { fileKind } from '../../lib/file-kind';
import { usePortal } from '../portal-context';
import { SectionApproval } from './section-approval';

type HeroSection = Extract<Section, { type: 'hero' }>;

export function HeroSection({ section }: { section: HeroSection }) {
  const { fileById } = usePortal();
  const image = fileById(section.imageFileId);
  const imageUrl = image && fileKind(image.mime) === 'image' ? image.previewUrl : null;
  const headingId = `section-${section.id}`;
  return (
    <section className="cp-card cp-card--clip" aria-labelledby={headingId}>
      {imageUrl && <img className="cp-hero-image" src={imageUrl} alt="" fetchPriority="high" />}
      <div className="cp-hero-band">
        <h2 id={headingId}>{section.title || 'Welcome'}</h2>
        {section.subtitle && <p>{section.subtitle}</p>}
      </div>
      <SectionApproval section={section} label={section.title || 'Welcome'} className="cp-hero-foot" />
    </section>
  );
}
