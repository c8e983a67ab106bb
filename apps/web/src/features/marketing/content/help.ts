import { ACCESS_COOKIE_HOURS, EMAIL_CODE, FILE_SIZE_LIMITS_MB, PLAN_CATALOG } from '@clientdock/shared';

export interface HelpArticle {
  id: string;
  audience: 'creators' | 'clients';
  question: string;
  /** Paragraphs of the answer. */
  answer: string[];
  link?: { label: string; to: string };
}

const codeMinutes = EMAIL_CODE.ttlSeconds / 60;

export const HELP_ARTICLES: HelpArticle[] = [
  {
    id: 'first-portal',
    audience: 'creators',
    question: 'How do I create my first portal?',
    answer: [
      'Sign in and choose Portals, then New portal. Give it a name, pick who may open it (open link, PIN or email code) and, if you like, start from a template.',
      'Add files and sections, then copy the share link or the QR code from the share panel and send it to your client.',
    ],
    link: { label: 'Read the getting-started guide', to: '/docs#getting-started' },
  },
  {
    id: 'access-mode',
    audience: 'creators',
    question: 'Open link, PIN or email code: which should I use?',
    answer: [
      'An open link suits work that is not sensitive: anyone with the link can open the portal. A PIN adds a second thing to share, ideally by another channel than the link.',
      'Email codes are the strongest: only the addresses you list can open the portal, and each visit is tied to a verified address, so approvals name a real person.',
    ],
    link: { label: 'How access works', to: '/docs#access' },
  },
  {
    id: 'see-activity',
    audience: 'creators',
    question: 'How do I know when my client opened the portal?',
    answer: [
      'The bell at the top shows each view, download, comment, approval and form answer the moment it happens. The portal’s own page lists every visitor and what they did.',
      'In Settings, choose whether these also reach you by email, instantly or as a daily or weekly digest, or as browser push notifications.',
    ],
  },
  {
    id: 'approvals',
    audience: 'creators',
    question: 'What does an approval record?',
    answer: [
      'Who approved or asked for changes, their note, when, and exactly which version of the file, including its checksum. If you upload a new version, the earlier approval stays with the version it was given for.',
    ],
  },
  {
    id: 'portal-limit',
    audience: 'creators',
    question: 'I reached my portal limit. What now?',
    answer: [
      `Only active portals count: ${PLAN_CATALOG.free.portals} on Free, ${PLAN_CATALOG.pro.portals} on Pro and ${PLAN_CATALOG.agency.portals} on Agency. Archive a finished project to free its place; it keeps its files and history and can be restored.`,
      'Or move to a larger plan.',
    ],
    link: { label: 'Compare plans', to: '/pricing' },
  },
  {
    id: 'file-size',
    audience: 'creators',
    question: 'How large can my files be?',
    answer: [
      `Up to ${FILE_SIZE_LIMITS_MB.plan.free} MB per file on Free, ${FILE_SIZE_LIMITS_MB.plan.pro} MB on Pro and ${FILE_SIZE_LIMITS_MB.plan.agency} MB on Agency. Uploads can be paused and resumed, and continue after a dropped connection.`,
    ],
  },
  {
    id: 'branding',
    audience: 'creators',
    question: 'How do I put my logo and colours on portals?',
    answer: [
      'Open Branding & Domains, upload your logo (JPEG, PNG, WebP or SVG, up to 5 MB; 300×100 pixels works best) and pick your colours. The preview shows a portal as your clients will see it.',
    ],
  },
  {
    id: 'custom-domain',
    audience: 'creators',
    question: 'Can portals use my own domain?',
    answer: [
      'Yes, on the Agency plan. Add the domain under Branding & Domains, then create the CNAME and TXT records it shows at your DNS provider. ClientDock checks them and starts serving your portals there once they are found.',
    ],
    link: { label: 'Custom domains in the guide', to: '/docs#branding' },
  },
  {
    id: 'team',
    audience: 'creators',
    question: 'How do I invite my team?',
    answer: [
      'On the Agency plan, open Team Management and invite people by email as admins, editors or viewers. Assign portals to editors and viewers to decide what each one sees.',
    ],
  },
  {
    id: 'export',
    audience: 'creators',
    question: 'How do I get my data out?',
    answer: [
      'Settings has a data export that downloads your whole account as one JSON file. Analytics and form answers also export to CSV.',
    ],
  },
  {
    id: 'open-portal',
    audience: 'clients',
    question: 'Do I need an account to open a portal?',
    answer: [
      'No. Open the link you were sent. If the portal asks for a PIN, use the one the sender gave you; if it asks for your email, you receive a code to type in.',
    ],
  },
  {
    id: 'no-code',
    audience: 'clients',
    question: 'I did not receive my code.',
    answer: [
      'Check your spam folder and that you typed the address the portal was shared with. Only listed addresses receive a code.',
      `You can ask for a new code after ${EMAIL_CODE.resendSeconds} seconds. Each code works once and expires after ${codeMinutes} minutes.`,
    ],
  },
  {
    id: 'locked-out',
    audience: 'clients',
    question: 'It says “Too many wrong attempts”.',
    answer: [
      'To protect the portal, wrong PINs and codes make you wait a little longer each time, and many in a row lock attempts for a while. The message tells you how long; after that you can try again.',
    ],
  },
  {
    id: 'asked-again',
    audience: 'clients',
    question: 'Why am I asked for the PIN again?',
    answer: [
      `Access is remembered in your browser for ${ACCESS_COOKIE_HOURS} hours. After that, on another browser, or when the sender changes the PIN, you are asked again.`,
    ],
  },
  {
    id: 'download',
    audience: 'clients',
    question: 'How do I download the files?',
    answer: [
      'Use the download button on a file, or download all files as one zip. An interrupted download can resume. If you only see previews, the sender turned downloads off for this portal.',
    ],
  },
  {
    id: 'approve',
    audience: 'clients',
    question: 'How do I approve a file or ask for changes?',
    answer: [
      'Open the file and choose Approve or Request changes, with a note if you like. You get a receipt that shows what you approved, and the sender is notified at once.',
    ],
  },
  {
    id: 'privacy-client',
    audience: 'clients',
    question: 'What does the sender see about me?',
    answer: [
      'When you opened the portal and what you did there: views, downloads, comments, approvals and form answers, with the name and email you gave. Nothing about other websites you visit.',
    ],
    link: { label: 'Privacy policy', to: '/privacy' },
  },
];

/** Articles whose question, answer or link contains every word of the query, in any order and case. */
export function searchHelp(articles: HelpArticle[], query: string): HelpArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  return articles.filter((article) => {
    const text = `${article.question} ${article.answer.join(' ')} ${article.link?.label ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
