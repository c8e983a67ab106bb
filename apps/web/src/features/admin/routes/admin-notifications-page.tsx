import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import { FeedbackProvider } from '@/components/feedback';
import { PageFrame } from '@/components/page-frame';
import { useAnnouncements } from '../api/announcements';
import { AnnouncementForm } from '../components/announcements/announcement-form';
import { AnnouncementHistory } from '../components/announcements/announcement-history';
import { QueryErrorAlert } from '../components/query-error-alert';

function Announcements() {
  const announcements = useAnnouncements();
  return (
    <PageFrame
      title="Platform notifications"
      description="Send an announcement to every creator or to one plan. It appears in their notification bell at once, and by email if you choose."
    >
      {announcements.isError && (
        <Box sx={{ mb: 3 }}>
          <QueryErrorAlert
            error={announcements.error}
            onRetry={() => announcements.refetch()}
            what="The announcements"
          />
        </Box>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          alignItems: 'start',
        }}
      >
        <AnnouncementForm audienceSizes={announcements.data?.audienceSizes} />
        {announcements.isPending ? (
          <Card role="status" aria-label="Loading announcements" sx={{ p: 3 }}>
            <Skeleton width={120} height={32} />
            {[0, 1, 2].map((row) => (
              <Box key={row} sx={{ py: 1.5 }}>
                <Skeleton width="60%" />
                <Skeleton width="90%" />
              </Box>
            ))}
          </Card>
        ) : announcements.data ? (
          <AnnouncementHistory announcements={announcements.data.announcements} />
        ) : null}
      </Box>
    </PageFrame>
  );
}

export default function AdminNotificationsPage() {
  return (
    <FeedbackProvider>
      <Announcements />
    </FeedbackProvider>
  );
}
