import type { Notification, NotificationType } from '@clientdock/shared';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { ReactElement } from 'react';

interface Visual {
  icon: ReactElement;
  color: 'primary' | 'secondary' | 'success' | 'warning' | 'info';
  label: string;
}

export const NOTIFICATION_VISUALS: Record<NotificationType, Visual> = {
  portal_access: { icon: <VisibilityOutlined fontSize="small" />, color: 'primary', label: 'Portal viewed' },
  file_download: { icon: <DownloadOutlined fontSize="small" />, color: 'info', label: 'File downloaded' },
  client_comment: { icon: <ChatBubbleOutline fontSize="small" />, color: 'secondary', label: 'Client comment' },
  client_approval: { icon: <CheckCircleOutline fontSize="small" />, color: 'success', label: 'Client approval' },
  client_upload: { icon: <CloudUploadOutlined fontSize="small" />, color: 'primary', label: 'Client upload' },
  form_response: { icon: <AssignmentOutlined fontSize="small" />, color: 'secondary', label: 'Form response' },
  portal_expiring: { icon: <EventBusyOutlined fontSize="small" />, color: 'warning', label: 'Portal expiring' },
  other: { icon: <InfoOutlined fontSize="small" />, color: 'info', label: 'Account and plan' },
  announcement: { icon: <CampaignOutlined fontSize="small" />, color: 'secondary', label: 'Announcement' },
};

/** A change request is filed under client approvals, but must never wear the approval's check mark. */
export const CHANGES_REQUESTED_VISUAL: Visual = {
  icon: <RateReviewOutlined fontSize="small" />,
  color: 'warning',
  label: 'Changes requested',
};

// The server titles a change request "Changes requested" (notifications/client-activity-notifier.ts).
export function visualOf(notification: Pick<Notification, 'type' | 'title'>): Visual {
  if (notification.type === 'client_approval' && notification.title === 'Changes requested') {
    return CHANGES_REQUESTED_VISUAL;
  }
  return NOTIFICATION_VISUALS[notification.type] ?? NOTIFICATION_VISUALS.other;
}
