import {
  ACCESS_COOKIE_HOURS,
  ACCESS_THROTTLE,
  EMAIL_CODE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@clientdock/shared';
import type { FeatureItem } from '../components/feature-grid';

export interface SecuritySection {
  id: string;
  title: string;
  intro: string;
  items: FeatureItem[];
}

const codeMinutes = EMAIL_CODE.ttlSeconds / 60;

// Only what the software does today; every figure comes from the rules the server applies.
export const SECURITY_SECTIONS: SecuritySection[] = [
  {
    id: 'portal-access',
    title: 'Who can open a portal',
    intro: 'Each portal has its own access mode, and the server checks it on every request, files included.',
    items: [
      {
        title: 'Links that cannot be guessed',
        text: 'A portal’s address holds a 128-bit random identifier. Nothing lists portals: the link is the only way in.',
      },
      {
        title: 'PINs stored as hashes',
        text: 'A portal PIN is kept only as a salted hash, never in readable form, and changing it locks out everyone who used the old one.',
      },
      {
        title: 'One-time email codes',
        text: `Codes have ${EMAIL_CODE.digits} digits from a cryptographic random source, are stored hashed, work once, expire after ${codeMinutes} minutes and allow ${EMAIL_CODE.maxTries} tries. A new code can be asked for every ${EMAIL_CODE.resendSeconds} seconds.`,
      },
      {
        title: 'A key per portal',
        text: `A client who unlocks a portal gets an HTTP-only cookie for that portal alone, valid for ${ACCESS_COOKIE_HOURS} hours and signed by the server. Scripts cannot read it and it opens no other portal.`,
      },
    ],
  },
  {
    id: 'throttling',
    title: 'Guessing is throttled',
    intro:
      'Attempts are counted in the database, per portal and per client address, so the limits hold across restarts and across several app servers.',
    items: [
      {
        title: 'A growing delay',
        text: `After each wrong PIN or code the next attempt has to wait longer, doubling up to ${ACCESS_THROTTLE.maxDelaySeconds} seconds.`,
      },
      {
        title: 'A lockout with Retry-After',
        text: `After ${ACCESS_THROTTLE.maxFailures} failures in ${ACCESS_THROTTLE.windowMinutes} minutes the server answers 429 Too Many Requests, with a Retry-After header saying when to try again.`,
      },
      {
        title: 'Sign-in limits',
        text: 'Sign-in and sign-up are rate-limited per address as well, and the counters live in the database too.',
      },
      {
        title: 'Flood guards',
        text: 'Comments, approvals, form answers and contact messages are limited per address, so a portal cannot be spammed.',
      },
    ],
  },
  {
    id: 'accounts',
    title: 'Accounts and sessions',
    intro: 'Creators and their teams sign in with an email address and a password.',
    items: [
      {
        title: 'Passwords hashed with Argon2id',
        text: `Memory-hard hashing at the strength OWASP recommends (19 MiB, 2 passes). Passwords need ${PASSWORD_MIN_LENGTH} characters or more and may be up to ${PASSWORD_MAX_LENGTH} long.`,
      },
      {
        title: 'Sessions in HTTP-only cookies',
        text: 'Sessions are kept in the database and carried by an HTTP-only, SameSite=Lax cookie, marked Secure when the site runs on HTTPS.',
      },
      {
        title: 'Requests from this site only',
        text: 'Every request that changes something must come from this site: the server checks its origin and refuses the rest.',
      },
      {
        title: 'Re-authentication for sensitive changes',
        text: 'Changing your email address or password asks for your current password; a new address counts only once its link is followed.',
      },
    ],
  },
  {
    id: 'files',
    title: 'Files stay behind the check',
    intro: 'Files are never on a public path. Every preview and download passes the same access check as the portal.',
    items: [
      {
        title: 'Served so they cannot run',
        text: 'Files go out with Content-Disposition, X-Content-Type-Options: nosniff and a sandboxing Content-Security-Policy, so an uploaded page or script can never run as part of this site.',
      },
      {
        title: 'Types checked by content',
        text: 'The server looks at a file’s bytes, not its name, to decide what it is. Uploaded SVG logos are cleaned of scripts before they are stored.',
      },
      {
        title: 'Limits before bytes',
        text: 'Plan limits on file size and portal count are checked before an upload is accepted, not after.',
      },
      {
        title: 'Checksums on every version',
        text: 'Each file version keeps its SHA-256, and an approval receipt names it, so nobody can swap the file a client signed off.',
      },
    ],
  },
  {
    id: 'transport',
    title: 'In transit and in the browser',
    intro: 'ClientDock is meant to run behind a TLS proxy; with an https address it tightens its own headers too.',
    items: [
      {
        title: 'HTTPS and HSTS',
        text: 'With an https:// public address, cookies are marked Secure and browsers are told to use HTTPS only (HSTS).',
      },
      {
        title: 'A strict Content-Security-Policy',
        text: 'The app loads scripts from its own origin only, and pages cannot be framed by other sites.',
      },
      {
        title: 'No third-party scripts',
        text: 'No trackers, no advertising, no fonts or scripts from other servers. Everything a page needs comes from this instance.',
      },
      {
        title: 'Private portals stay unlisted',
        text: 'Portal pages tell search engines not to index them, and robots.txt keeps crawlers out of portals and the app.',
      },
    ],
  },
  {
    id: 'accountability',
    title: 'Audit log and your data',
    intro: 'You can see what happened to your account, and take your data with you.',
    items: [
      {
        title: 'Audit log',
        text: 'Sign-ins, failed sign-ins, rate limits, PIN lockouts, email and password changes, role and plan changes, custom domain changes and data exports are recorded with time and address for the instance’s admins.',
      },
      {
        title: 'Data export',
        text: 'Download everything ClientDock holds about your account as one JSON file, from Settings or at /api/account/export.',
      },
      {
        title: 'Your server, your data',
        text: 'Self-hosted, ClientDock keeps its database and files where you run it. Nothing is sent anywhere else.',
      },
      {
        title: 'Reporting a problem',
        text: 'Found a vulnerability? Write to us through the contact form with the topic “Reporting a security issue”. We answer every report.',
      },
    ],
  },
];
