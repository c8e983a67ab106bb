import type { Section } from '@clientdock/shared';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useState } from 'react';
import { formatDate } from '@/lib/format';
import type { PublicPortalResponse } from '../api/types';
import { ClientPortalLayout } from './client-portal-layout';
import { CommentThread } from './comments/comment-thread';
import { PortalProvider } from './portal-context';
import { FilePreviewDialog } from './preview/file-preview-dialog';
import { ContentSection } from './sections/content-section';
import { FilesSection } from './sections/files-section';
import { GallerySection } from './sections/gallery-section';
import { HeroSection } from './sections/hero-section';

// Forms pull in react-hook-form and the rating control: only portals that have one pay for them.
const FormSection = lazy(() => import('./sections/form-section'));

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
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
          <FormSection section={section} />
        </Suspense>
      );
    default:
      return null;
  }
}

export function PortalView({ uuid, data }: { uuid: string; data: PublicPortalResponse }) {
  const { portal, visitor } = data;
  const [openFileId, setOpenFileId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ key: number; message: string; severity: AlertColor } | null>(null);
  const notify = useCallback((message: string, severity: AlertColor = 'success') => {
    setNotice({ key: Date.now(), message, severity });
  }, []);
  const openFile = useCallback((fileId: string) => setOpenFileId(fileId), []);
  const openedFile = portal.files.find((file) => file.id === openFileId);
  const hasHero = portal.sections.some((section) => section.type === 'hero');
  const creator = portal.branding.displayName?.trim();

  return (
    <PortalProvider uuid={uuid} portal={portal} visitor={visitor} openFile={openFile} notify={notify}>
      <ClientPortalLayout branding={portal.branding} whiteLabel={portal.whiteLabel} width="md">
        <Stack spacing={{ xs: 2, sm: 3 }}>
          <Box sx={{ px: { xs: 0.5, sm: 0 } }}>
            <Typography
              variant={hasHero ? 'h5' : 'h4'}
              component="h1"
              sx={{ overflowWrap: 'anywhere', fontSize: hasHero ? undefined : { xs: 28, sm: 34 } }}
            >
              {portal.name}
            </Typography>
            {(creator || portal.expiresAt) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {creator ? `Shared by ${creator}` : ''}
                {creator && portal.expiresAt ? ' · ' : ''}
                {portal.expiresAt ? `Open until ${formatDate(portal.expiresAt)}` : ''}
              </Typography>
            )}
            {portal.description && (
              <Typography color="text.secondary" sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>
                {portal.description}
              </Typography>
            )}
          </Box>
          {portal.sections.length === 0 ? (
            <FilesSection id="all-files" title="Files" />
          ) : (
            portal.sections.map((section) => <SectionView key={section.id} section={section} />)
          )}
          <Card component="div">
            <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
              <CommentThread title="Feedback" />
            </CardContent>
          </Card>
        </Stack>
      </ClientPortalLayout>
      {openedFile && <FilePreviewDialog file={openedFile} onClose={() => setOpenFileId(null)} />}
      <Snackbar
        key={notice?.key}
        open={Boolean(notice)}
        autoHideDuration={4000}
        onClose={(_, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)} sx={{ width: '100%' }}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </PortalProvider>
  );
}
