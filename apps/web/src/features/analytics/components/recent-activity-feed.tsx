import type { RecentActivity } from '@clientdock/shared';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { timeAgo } from '../lib/format';

function visualOf(event: RecentActivity): {
  icon: ReactNode;
  tone: 'primary' | 'success' | 'warning' | 'secondary' | 'info';
} {
  switch (event.type) {
    case 'view':
      return { icon: <VisibilityOutlined fontSize="small" />, tone: 'primary' };
    case 'download':
      return { icon: <DownloadRounded fontSize="small" />, tone: 'success' };
    case 'comment':
      return { icon: <ChatBubbleOutlineRounded fontSize="small" />, tone: 'warning' };
    case 'approval':
      return event.decision === 'changes_requested'
        ? { icon: <RateReviewOutlined fontSize="small" />, tone: 'warning' }
        : { icon: <TaskAltRounded fontSize="small" />, tone: 'secondary' };
    default:
      return { icon: <AssignmentOutlined fontSize="small" />, tone: 'info' };
  }
}

/** The latest client events, newest first, each in one sentence with how long ago. */
export function RecentActivityFeed({ events }: { events: RecentActivity[] }) {
  const theme = useTheme();
  if (events.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        Nothing yet in this period. Views, downloads, comments and approvals appear here as they happen.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Recent activity" sx={{ maxHeight: 360, overflowY: 'auto', mx: -1 }}>
      {events.map((event) => {
        const { icon, tone } = visualOf(event);
        return (
          <ListItem key={event.id} sx={{ px: 1, alignItems: 'flex-start' }}>
            <ListItemAvatar sx={{ minWidth: 44, mt: 0.5 }}>
              <Avatar
                sx={{
                  width: 32,
                  height: 32,
                  bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.2 : 0.12),
                  color: `${tone}.main`,
                }}
              >
                {icon}
              </Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={event.text}
              secondary={
                <time dateTime={event.at} title={dayjs(event.at).format('MM/DD/YYYY h:mm A')}>
                  {timeAgo(event.at)}
                </time>
              }
              slotProps={{ primary: { variant: 'body2', sx: { wordBreak: 'break-word' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
