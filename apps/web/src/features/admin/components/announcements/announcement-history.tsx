import { ANNOUNCEMENT_AUDIENCE_LABELS, type Announcement } from '@clientdock/shared';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatNumber } from '@/lib/format';
import { EmptyState } from '../empty-state';

function EmailLine({ announcement }: { announcement: Announcement }) {
  const { email, recipients } = announcement;
  if (email.status === 'none') return <Chip size="small" variant="outlined" label="Bell only" />;
  const handled = email.sent + email.skipped + email.failed;
  const parts = [`${formatNumber(email.sent)} emailed`];
  if (email.skipped > 0) parts.push(`${formatNumber(email.skipped)} opted out`);
  if (email.failed > 0) parts.push(`${formatNumber(email.failed)} failed`);
  if (email.status !== 'sent') {
    return (
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="caption" color="text.secondary">
          Emailing… {parts.join(' · ')}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={recipients > 0 ? Math.min(100, (handled / recipients) * 100) : 0}
          aria-label="Email progress"
        />
      </Box>
    );
  }
  return (
    <Chip size="small" color={email.failed > 0 ? 'warning' : 'success'} variant="outlined" label={parts.join(' · ')} />
  );
}

/** What was sent, to whom, and how far its email has gone. */
export function AnnouncementHistory({ announcements }: { announcements: Announcement[] }) {
  return (
    <Card component="section" aria-labelledby="sent-announcements">
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: { xs: 2, sm: 3 }, pb: 1 }}>
        <Typography id="sent-announcements" variant="h6" component="h2">
          Sent
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The latest 100 announcements, newest first.
        </Typography>
      </Box>
      {announcements.length === 0 ? (
        <EmptyState
          icon={<CampaignOutlined />}
          title="No announcements yet"
          text="Tell creators about new features, plan changes or maintenance. What you send appears here."
        />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {announcements.map((item) => (
            <Box
              component="li"
              key={item.id}
              sx={{ px: { xs: 2, sm: 3 }, py: 2, borderTop: 1, borderColor: 'divider' }}
            >
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{
                  whiteSpace: 'pre-line',
                  overflowWrap: 'anywhere',
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {item.message}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <Chip size="small" label={ANNOUNCEMENT_AUDIENCE_LABELS[item.audience]} />
                <Chip
                  size="small"
                  variant="outlined"
                  label={`${formatNumber(item.recipients)} ${item.recipients === 1 ? 'person' : 'people'}`}
                />
                <EmailLine announcement={item} />
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(item.createdAt)} · by {item.sentByName}
                </Typography>
              </Stack>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
