import type { WaitingOnYouItem } from '@clientdock/shared';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import Chip from '@mui/material/Chip';

const LOOK = {
  change_request: { icon: <EditNoteRounded />, color: 'warning' },
  comment: { icon: <ChatBubbleOutlineRounded />, color: 'info' },
  form_response: { icon: <FactCheckOutlined />, color: 'secondary' },
  client_upload: { icon: <MoveToInboxOutlined />, color: 'primary' },
} as const;

/** What kind of item it is; changes requested has its own icon and colour, never the approval check. */
export function KindChip({ kind, label }: { kind: WaitingOnYouItem['kind']; label: string }) {
  const look = LOOK[kind];
  return <Chip icon={look.icon} label={label} color={look.color} size="small" variant="outlined" />;
}
