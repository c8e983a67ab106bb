import { ACCESS_COOKIE_HOURS } from '@clientdock/shared';

export interface StoredItem {
  kind: 'cookie' | 'storage';
  name: string;
  purpose: string;
  who: string;
  lifetime: string;
}

// Exactly what the server and the web app set; names as they appear in the browser.
export const STORED_ITEMS: StoredItem[] = [
  {
    kind: 'cookie',
    name: 'better-auth.session_token',
    purpose:
      'Keeps you signed in. Called __Secure-better-auth.session_token on HTTPS. It holds a random token; the session itself is kept on the server.',
    who: 'Creators and team members who sign in',
    lifetime: '30 days, renewed while you use the app; removed when you sign out',
  },
  {
    kind: 'cookie',
    name: 'cd_portal',
    purpose:
      'Remembers that you unlocked a portal with its PIN or an email code, so you are not asked again. Valid for that one portal only, and signed by the server.',
    who: 'Clients of PIN and email-code portals',
    lifetime: `${ACCESS_COOKIE_HOURS} hours`,
  },
  {
    kind: 'cookie',
    name: 'cd_visitor',
    purpose:
      'A random identifier for your browser, so the creator sees one visitor instead of one per page view, and your verified email counts for your comments and approvals.',
    who: 'Anyone who opens a portal',
    lifetime: '1 year',
  },
  {
    kind: 'storage',
    name: 'clientdock-theme',
    purpose: 'Your choice of light, dark or automatic theme.',
    who: 'Everyone who uses the theme switch',
    lifetime: 'Until you clear it',
  },
  {
    kind: 'storage',
    name: 'clientdock-client-identity',
    purpose: 'The name and email you typed in a portal, so you do not have to type them again for every comment.',
    who: 'Clients who comment, approve or answer a form',
    lifetime: 'Until you clear it',
  },
];
