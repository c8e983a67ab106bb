import type { Section } from '@clientdock/shared';
import { useCallback, useState } from 'react';
import type { PublicPortalResponse } from '../api/types';
import { ClientPortalLayout } from './client-portal-layout';
import { CommentThread } from './comments/comment-thread';
import { PortalProvider } from './portal-context';
import { FilePreviewDialog } from './preview/file-preview-dialog';
import { ContentSection } from './sections/content-section';
import { FilesSection } from './sections/files-section';
// Small since it needs no form library (its checks load when the client sends); the server draws it with the rest.
import FormSection from './sections/form-section';
import { GallerySection } from './sections/gallery-section';
import { HeroSection } from './sections/hero-section';
import { LazyRequestSection } from './sections/request-section-lazy';
import { LocalTime } from './ui/local-time';
import { Toast, useNotices } from './ui/toast';
import { NewVersionBanner } from './versions/new-version-banner';

function SectionView({ section }: { section: Section }) {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} />;
    case 'gallery':
      return <GallerySection section={section} />;
    case 'files':
      return <FilesSection id={section.id} title={section.title} fileIds={section.fileIds} />;
    case 'content':
      return <ContentSection section={section} />;
    case 'form':
      return <FormSection section={section} />;
    case 'request':
      return <LazyRequestSection section={section} />;
    default:
      return null;
  }
}

export function PortalView({ uuid, data }: { uuid: string; data: PublicPortalResponse }) {
  const { portal, visitor } = data;
  const [openFileId, setOpenFileId] = useState<string | null>(null);
  const { notice, notify, dismiss } = useNotices();
  const openFile = useCallback((fileId: string) => setOpenFileId(fileId), []);
  const openedFile = portal.files.find((file) => file.id === openFileId);
  const hasHero = portal.sections.some((section) => section.type === 'hero');
  const creator = portal.branding.displayName?.trim();

  return (
    <PortalProvider uuid={uuid} portal={portal} visitor={visitor} openFile={openFile} notify={notify}>
      <ClientPortalLayout branding={portal.branding} whiteLabel={portal.whiteLabel} width="md">
        <div className="cp-stack cp-stack--lg">
          <div className="cp-portal-intro">
            <h1 className={hasHero ? 'cp-h5' : 'cp-h4'}>{portal.name}</h1>
            {(creator || portal.expiresAt) && (
              <p className="cp-body2 cp-muted cp-meta">
                {creator ? `Shared by ${creator}` : ''}
                {creator && portal.expiresAt ? ' · ' : ''}
                {portal.expiresAt && (
                  <>
                    Open until <LocalTime value={portal.expiresAt} withTime={false} />
                  </>
                )}
              </p>
            )}
            {portal.description && <p className="cp-description">{portal.description}</p>}
          </div>
          <NewVersionBanner />
          {portal.sections.length === 0 ? (
            <FilesSection id="all-files" title="Files" />
          ) : (
            portal.sections.map((section) => <SectionView key={section.id} section={section} />)
          )}
          <div className="cp-card cp-card-body">
            <CommentThread title="Feedback" />
          </div>
        </div>
      </ClientPortalLayout>
      {openedFile && <FilePreviewDialog file={openedFile} onClose={() => setOpenFileId(null)} />}
      <Toast notice={notice} onClose={dismiss} />
    </PortalProvider>
  );
}
