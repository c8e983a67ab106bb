import AllInclusiveOutlined from '@mui/icons-material/AllInclusiveOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import BrushOutlined from '@mui/icons-material/BrushOutlined';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import DnsOutlined from '@mui/icons-material/DnsOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PasswordOutlined from '@mui/icons-material/PasswordOutlined';
import PreviewOutlined from '@mui/icons-material/PreviewOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import type { FeatureItem } from '../components/feature-grid';

export interface FeatureSection {
  id: string;
  title: string;
  intro: string;
  items: FeatureItem[];
}

export const FEATURE_SECTIONS: FeatureSection[] = [
  {
    id: 'portals',
    title: 'Portals built like a page, not a folder',
    intro:
      'A portal is one link per project or client. Lay it out from sections and it reads like a page you designed, on a phone as well as on a desktop.',
    items: [
      {
        icon: ViewQuiltOutlined,
        title: 'Sections you arrange',
        text: 'A welcome hero, an image gallery, a file list, rich text and forms. Drag them into order in the layout builder.',
      },
      {
        icon: DashboardCustomizeOutlined,
        title: 'Start from a template',
        text: 'Creative portfolio, consulting proposal, web development, marketing campaign, legal documents or general business: six layouts ready to fill in.',
      },
      {
        icon: ArchiveOutlined,
        title: 'Expiry and archive',
        text: 'Give a portal an end date, or archive it when the project wraps up. Archived portals stop answering their link and come back with one click.',
      },
    ],
  },
  {
    id: 'access',
    title: 'Access that fits the work',
    intro:
      'Your clients never create an account. Choose per portal how private it should be; you can change it at any time and old access stops working.',
    items: [
      {
        icon: LinkOutlined,
        title: 'Open link',
        text: 'Anyone with the link sees the portal. Links carry 128 random bits, so they cannot be guessed.',
      },
      {
        icon: PasswordOutlined,
        title: 'PIN',
        text: 'A 4 to 8 digit PIN you share separately. Wrong guesses slow down and lock out after repeated failures.',
      },
      {
        icon: MailOutlineRounded,
        title: 'Email code',
        text: 'Clients type their address and receive a six-digit code, valid for 10 minutes. Limit the portal to the addresses you list.',
      },
    ],
  },
  {
    id: 'files',
    title: 'Files without friction',
    intro: 'Upload anything your plan allows; clients look at it in the browser before they download a byte.',
    items: [
      {
        icon: CloudUploadOutlined,
        title: 'Resumable uploads',
        text: 'Large files upload in chunks you can pause, resume and retry. A dropped connection does not start you over.',
      },
      {
        icon: PreviewOutlined,
        title: 'Previews in the portal',
        text: 'Images, PDFs, video, audio and text open right in the portal, with thumbnails for galleries.',
      },
      {
        icon: CloudDownloadOutlined,
        title: 'Downloads that resume',
        text: 'Downloads support byte ranges, so an interrupted one picks up where it stopped; or take everything as one zip.',
      },
      {
        icon: HistoryOutlined,
        title: 'Versions',
        text: 'Upload a new version over an old one. Every version keeps its checksum, so an approval always names the exact file.',
      },
    ],
  },
  {
    id: 'feedback',
    title: 'Feedback and sign-off in one place',
    intro: 'What used to hide in email threads sits next to the file it is about.',
    items: [
      {
        icon: ChatBubbleOutlineRounded,
        title: 'Comments',
        text: 'Clients comment on a file or on the portal, and you answer in the same thread. Resolve a comment when it is done.',
      },
      {
        icon: FactCheckOutlined,
        title: 'Approvals with receipts',
        text: 'A client approves a file or asks for changes. The receipt records who decided, when, and which version, down to its checksum.',
      },
      {
        icon: QuizOutlined,
        title: 'Forms',
        text: 'Ask for a rating, a choice, a checkbox or a few lines of text. Answers land in the portal and export to CSV.',
      },
    ],
  },
  {
    id: 'insight',
    title: 'Know what happened, as it happens',
    intro: 'Every view, download, comment, approval and form answer is recorded and counted.',
    items: [
      {
        icon: NotificationsActiveOutlined,
        title: 'Live notifications',
        text: 'The bell updates the moment a client acts. Choose instant email, a daily or weekly digest, or browser push.',
      },
      {
        icon: BarChartOutlined,
        title: 'Analytics',
        text: 'Views, downloads, comments and approvals over 7 days to all time, per portal and per file. Export any period to CSV.',
      },
      {
        icon: TimerOutlined,
        title: 'Waiting on a client',
        text: 'See which portals have gone quiet while an approval is pending, and send a polite reminder in one click.',
      },
    ],
  },
  {
    id: 'brand',
    title: 'Your brand, not ours',
    intro: 'Clients see your studio. ClientDock keeps to a small “Powered by” line, which Agency plans can remove.',
    items: [
      {
        icon: PaletteOutlined,
        title: 'Logo and colours',
        text: 'Upload your logo and pick your colours once; every portal uses them, and any portal can override them.',
      },
      {
        icon: LanguageOutlined,
        title: 'Custom domains',
        text: 'Serve portals on portal.yourstudio.com. ClientDock shows the DNS records to add and checks them for you.',
      },
      {
        icon: BrushOutlined,
        title: 'White-label',
        text: 'On the Agency plan, remove ClientDock’s name from your portals altogether.',
      },
    ],
  },
  {
    id: 'teams',
    title: 'Work as a team',
    intro: 'Agencies invite their people and decide who sees and edits which portal.',
    items: [
      {
        icon: GroupsOutlined,
        title: 'Four roles',
        text: 'Owners and admins manage everything, editors build the portals assigned to them, viewers follow along.',
      },
      {
        icon: ReceiptLongOutlined,
        title: 'Assignments',
        text: 'Assign portals to teammates; each sees their own list under Assigned Portals.',
      },
      {
        icon: AllInclusiveOutlined,
        title: 'One shared brand',
        text: 'Your team’s portals carry the same logo, colours and domain.',
      },
    ],
  },
  {
    id: 'self-hosting',
    title: 'Run it yourself',
    intro:
      'ClientDock is one Node.js process. Run it on a small server of your own and your clients’ files never leave it.',
    items: [
      {
        icon: StorageOutlined,
        title: 'SQLite or PostgreSQL',
        text: 'Starts on SQLite with files on local disk, no setup at all. Point it at PostgreSQL when you need more.',
      },
      {
        icon: DnsOutlined,
        title: 'Behind your TLS proxy',
        text: 'Put it behind a reverse proxy for HTTPS. Certificates for your creators’ custom domains can be issued on demand.',
      },
      {
        icon: MailOutlineRounded,
        title: 'Your own mail server',
        text: 'Set one SMTP address and ClientDock sends codes, digests and reminders through it. Without one, mail waits in an outbox.',
      },
    ],
  },
];
