import {
  ACCESS_COOKIE_HOURS,
  ACCESS_THROTTLE,
  API_TOKEN_RATE_PER_MINUTE,
  EMAIL_CODE,
  PLAN_CATALOG,
} from '@clientdock/shared';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CodeBlock } from '../components/code-block';
import { SNIPPETS } from './integration-snippets';

export interface GuideSection {
  id: string;
  title: string;
  body: ReactNode;
}

const CONFIGURATION: Array<[string, string, string]> = [
  ['PORT', '3000', 'HTTP port'],
  ['HOST', '0.0.0.0', 'Interface to listen on'],
  ['DATA_DIR', './data', 'SQLite database, uploaded files and generated secrets'],
  [
    'PUBLIC_URL',
    'http://localhost:$PORT',
    'The address people use; links in mail and share links are built from it. https:// turns on secure cookies and HSTS',
  ],
  ['DATABASE_URL', 'SQLite in DATA_DIR', 'postgres://user:pass@host:5432/db to use PostgreSQL'],
  ['SMTP_URL', 'outbox only', 'smtp://user:pass@host:587 or smtps://… to deliver mail'],
  ['MAIL_FROM', 'ClientDock <no-reply@host>', 'Sender of outgoing mail'],
  ['AUTH_SECRET', 'generated into DATA_DIR', 'Signs sessions; set it when several app servers share a database'],
  ['TRUST_PROXY', 'false', 'true behind a reverse proxy, so client addresses come from X-Forwarded-For'],
  ['LOG_LEVEL', 'info', 'debug, info, warn, error or silent'],
];

function ConfigurationTable() {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Configuration variables, scrolls sideways"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, my: 2 }}
    >
      <Table size="small" sx={{ minWidth: 640 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Variable</TableCell>
            <TableCell scope="col">Default</TableCell>
            <TableCell scope="col">Meaning</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {CONFIGURATION.map(([name, fallback, meaning]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'ui-monospace, Menlo, monospace' }}>
                {name}
              </TableCell>
              <TableCell sx={{ fontFamily: 'ui-monospace, Menlo, monospace', whiteSpace: 'nowrap' }}>
                {fallback}
              </TableCell>
              <TableCell>{meaning}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export const GUIDE_SECTIONS: GuideSection[] = [
  {
    id: 'getting-started',
    title: 'Getting started',
    body: (
      <>
        <p>
          Create an account with your name, email and a password. You start on the Free plan with{' '}
          {PLAN_CATALOG.free.portals} active portals; confirm your email address with the link you receive.
        </p>
        <ol>
          <li>Open Portals and choose New portal. Name it after the project or the client.</li>
          <li>Pick how clients get in: an open link, a PIN, or a code sent to their email.</li>
          <li>Add files and sections in the editor, or start from a template.</li>
          <li>Open the share panel, copy the link or the QR code, and send it to your client.</li>
        </ol>
        <p>From then on the bell tells you when your client opens the portal, downloads, comments or approves.</p>
      </>
    ),
  },
  {
    id: 'portals',
    title: 'Building portals',
    body: (
      <>
        <p>
          A portal is a page made of sections: a hero with a welcome message, a gallery of images, a list of files, rich
          text, and forms. Arrange them in the layout builder by dragging. Templates give you a ready-made layout for
          portfolios, proposals, web projects, campaigns, legal packs and general business.
        </p>
        <p>
          Keep a portal as a draft while you prepare it and make it active to share it. Give it an expiry date and it
          closes by itself; archive it when the project ends and its link stops working until you restore it. Only
          active portals count towards your plan’s limit.
        </p>
      </>
    ),
  },
  {
    id: 'access',
    title: 'Access: link, PIN or email code',
    body: (
      <>
        <ul>
          <li>
            <strong>Open link</strong>: anyone with the link can open the portal. The link contains a long random
            identifier that cannot be guessed.
          </li>
          <li>
            <strong>PIN</strong>: 4 to 8 digits, asked once per browser. Share it separately from the link.
          </li>
          <li>
            <strong>Email code</strong>: the client types their email address and receives a {EMAIL_CODE.digits}-digit
            code, valid for {EMAIL_CODE.ttlSeconds / 60} minutes. List the allowed addresses to keep everyone else out.
          </li>
        </ul>
        <p>
          Once in, a client stays in for {ACCESS_COOKIE_HOURS} hours on that browser. Changing the PIN or the access
          mode sends everyone back to the door. Wrong PINs and codes are slowed down, and after{' '}
          {ACCESS_THROTTLE.maxFailures} failures in {ACCESS_THROTTLE.windowMinutes} minutes attempts pause for a while.
        </p>
      </>
    ),
  },
  {
    id: 'files',
    title: 'Files',
    body: (
      <>
        <p>
          Drop files into a portal to upload them. Uploads run in chunks: pause, resume or cancel them, and a dropped
          connection continues where it stopped. The largest file depends on your plan.
        </p>
        <p>
          Upload a new version of a file to replace it; earlier versions and their approvals stay on record. Clients
          preview images, PDFs, video, audio and text in the portal, download single files or everything as a zip, and
          can resume an interrupted download. Turn downloads off for a portal to allow previews only.
        </p>
      </>
    ),
  },
  {
    id: 'feedback',
    title: 'Comments, approvals and forms',
    body: (
      <>
        <p>
          Clients comment on the portal or on a single file, and you answer in the same thread. Mark a comment as
          resolved when it is dealt with.
        </p>
        <p>
          For sign-off, a client approves a file or a section, or asks for changes with a note. Each decision gets a
          receipt naming the person, the time and the exact file version with its checksum.
        </p>
        <p>
          Form sections ask for ratings, choices, checkboxes and free text, with required fields where you need them.
          Answers appear under the portal and download as CSV.
        </p>
      </>
    ),
  },
  {
    id: 'notifications',
    title: 'Notifications',
    body: (
      <p>
        The bell shows the latest 50 notifications and updates live. In Settings, choose which events notify you (views,
        downloads, comments, approvals, expiring portals, plan limits, security alerts) and how: instantly by email, in
        a daily or weekly digest at a time you set, or not by email at all. Turn on browser push to be told even when
        ClientDock is closed.
      </p>
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics',
    body: (
      <p>
        Analytics shows views, downloads, comments and approvals for the last 7, 30 or 90 days, the last year or all
        time: totals, a day-by-day chart, each portal’s performance, your most downloaded files and your most engaged
        clients. Conversion is downloads over views; engagement is comments over views. Export any period to CSV.
        Portals waiting on an approval are listed so you can send a reminder.
      </p>
    ),
  },
  {
    id: 'branding',
    title: 'Branding and custom domains',
    body: (
      <>
        <p>
          Under Branding & Domains, upload your logo (JPEG, PNG, WebP or SVG, up to 5 MB; about 300×100 pixels looks
          best) and choose a primary and a secondary colour. Every portal uses them unless it has its own.
        </p>
        <p>
          On the Agency plan, add a domain such as portal.yourstudio.com. ClientDock shows a CNAME record pointing to
          this instance and a TXT record that proves the domain is yours, and checks them until they appear. Agency
          portals can also drop the “Powered by ClientDock” line.
        </p>
      </>
    ),
  },
  {
    id: 'teams',
    title: 'Teams',
    body: (
      <p>
        On the Agency plan, invite teammates from Team Management. Owners and admins manage the team and every portal;
        editors create portals and edit the ones assigned to them; viewers see their assigned portals only. Each
        teammate finds their work under Assigned Portals.
      </p>
    ),
  },
  {
    id: 'api',
    title: 'The API and webhooks',
    body: (
      <>
        <p>
          Everything the app does goes through the HTTP API below, and scripts can use it too. Create a token in{' '}
          <MuiLink component={Link} to="/dashboard/settings?tab=api">
            Settings &gt; API
          </MuiLink>{' '}
          and send it as a bearer token. A <strong>read</strong> token can use GET routes only; a <strong>write</strong>{' '}
          token can also create, change and delete. A token acts as the account that made it, with the same portals,
          team role and plan; it can never manage tokens, change the password or email, or delete the account.
        </p>
        <CodeBlock label="Calling the API with a token">{SNIPPETS.apiToken}</CodeBlock>
        <p>
          Each token may make {API_TOKEN_RATE_PER_MINUTE} requests a minute. Every answer says how many are left in the{' '}
          <code>RateLimit-Remaining</code> header; past the limit the answer is 429 with <code>Retry-After</code>.
          Errors are <code>{'{ "error": { "code", "message" } }'}</code> with a message meant for people. Every endpoint
          in the reference below shows an example request.
        </p>
        <p>
          <strong>Webhooks</strong> (
          <MuiLink component={Link} to="/dashboard/settings?tab=webhooks">
            Settings &gt; Webhooks
          </MuiLink>
          ) send a signed POST to your server when a client views a portal, downloads, comments, approves, asks for
          changes, answers a form or sends a file, and when a portal is created or archived. They follow the Standard
          Webhooks spec, so its libraries verify them with the secret shown when you add the webhook. A receiver that
          does not answer with a 2xx within 10 seconds is tried again for about a day; each webhook keeps a delivery log
          you can replay from.
        </p>
        <CodeBlock label="Verifying a webhook">{SNIPPETS.webhookVerify}</CodeBlock>
      </>
    ),
  },
  {
    id: 'self-hosting',
    title: 'Running your own instance',
    body: (
      <>
        <p>
          ClientDock needs Node.js 20.19 or newer. From a copy of the source, one command installs it, builds the web
          app on first start, creates the database and serves it on port 3000. The first account you register becomes
          the instance’s admin.
        </p>
        <CodeBlock label="Installing and starting">{SNIPPETS.install}</CodeBlock>
        <p>Everything else is configured with environment variables:</p>
        <ConfigurationTable />
        <p>
          For HTTPS, a TLS proxy, PostgreSQL and your mail server, see{' '}
          <MuiLink component={Link} to="/integrations">
            Integrations
          </MuiLink>
          . The{' '}
          <MuiLink component={Link} to="/status">
            status page
          </MuiLink>{' '}
          shows the live health of the app, its database, storage and mail.
        </p>
      </>
    ),
  },
];
