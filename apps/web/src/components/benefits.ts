import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';

export const BENEFITS = [
  {
    title: 'Private by default',
    description:
      'Share with an open link, lock a portal with a PIN, or ask for a one-time code sent to your client’s email.',
    icon: ShieldOutlined,
  },
  {
    title: 'Your brand, not ours',
    description:
      'Your logo, your colours and your own domain. Clients see your studio, with ClientDock kept out of the way.',
    icon: PaletteOutlined,
  },
  {
    title: 'Know what happened',
    description:
      'See every view, download, comment and approval as it happens, and the trends across all your portals.',
    icon: BarChartOutlined,
  },
  {
    title: 'Approvals in one place',
    description:
      'Clients approve files or ask for changes right in the portal, so sign-off no longer hides in email threads.',
    icon: TaskAltOutlined,
  },
  {
    title: 'Start from a template',
    description:
      'Portfolio, proposal, web project, campaign, legal pack or general business: pick a layout and fill it in.',
    icon: DashboardCustomizeOutlined,
  },
  {
    title: 'Work as a team',
    description: 'Invite teammates as admins, editors or viewers and assign each of them the portals they work on.',
    icon: GroupsOutlined,
  },
] as const;
