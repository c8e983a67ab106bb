import MuiLink from '@mui/material/Link';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { LEGAL_UPDATED } from '../content/legal';

const SECTIONS: LegalSection[] = [
  {
    id: 'who',
    title: 'Who is responsible',
    body: (
      <>
        <p>
          ClientDock is software. The person or organisation that runs this instance (the operator) decides why and how
          personal data is processed here and is its controller. Creators who share portals with their clients decide
          what they put in them and are responsible for that content towards their clients.
        </p>
        <p>
          To exercise your rights, or to ask anything about this text, write to the operator through the{' '}
          <MuiLink component={Link} to="/contact">
            contact form
          </MuiLink>
          .
        </p>
      </>
    ),
  },
  {
    id: 'creators',
    title: 'What we keep about creators and their teams',
    body: (
      <ul>
        <li>Your name, email address and a hash of your password (never the password itself).</li>
        <li>Your plan, role, settings, branding (logo and colours), notification preferences and custom domains.</li>
        <li>Your portals and everything you put in them: files, texts, layouts and expiry dates.</li>
        <li>
          Sessions: when you signed in, from which address and browser, so you stay signed in and so the admins can see
          suspicious sign-ins in the audit log.
        </li>
        <li>Browser push subscriptions, if you turn push notifications on.</li>
      </ul>
    ),
  },
  {
    id: 'clients',
    title: 'What we keep about clients who open a portal',
    body: (
      <>
        <ul>
          <li>
            A random visitor identifier (in a cookie, see the{' '}
            <MuiLink component={Link} to="/cookies">
              cookie policy
            </MuiLink>
            ), and when that browser first and last opened the portal.
          </li>
          <li>What you do in the portal and when: views, downloads, comments, approvals and form answers.</li>
          <li>
            The name and email address you give with a comment, an approval or a form, and an email address you verified
            with a code.
          </li>
          <li>
            Your network address with each PIN or code attempt, so that guessing can be throttled. These records are
            used for nothing else.
          </li>
        </ul>
        <p>The creator who shared the portal sees this activity; that is what the portal is for.</p>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'Why',
    body: (
      <ul>
        <li>To provide the service you asked for: accounts, portals, sharing, feedback and notifications.</li>
        <li>To keep it secure: throttling, the audit log and protection against abuse.</li>
        <li>To answer messages you send through the contact form.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else receives data',
    body: (
      <>
        <p>
          Nobody, beyond what running the service needs. ClientDock loads no third-party scripts, fonts, trackers or
          advertising. Emails go out through the mail server the operator configured; browser push messages go through
          your browser vendor’s push service, encrypted so that it cannot read them.
        </p>
        <p>Data is not sold, and not used to train anything.</p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long',
    body: (
      <p>
        Account data is kept while the account exists. Portals and their activity are kept until the creator deletes
        them; archiving keeps them, deleting removes the files and their records. Security records such as the audit log
        and access attempts are kept as long as the operator needs them to protect the service. Contact messages are
        kept until they are dealt with and no longer needed.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can ask the operator for a copy of your data, to correct it, to delete it, to restrict or object to its
          use, and to receive it in a portable format. Creators can download their whole account as JSON from Settings
          at any time and correct their profile themselves.
        </p>
        <p>If you think your data is mishandled, you may also complain to your data protection authority.</p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Passwords, PINs and codes are stored only as hashes, sessions and portal access live in HTTP-only cookies, and
        files are served only after an access check. The{' '}
        <MuiLink component={Link} to="/security">
          security page
        </MuiLink>{' '}
        describes the measures in detail.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>When this text changes, the date at the top changes with it.</p>,
  },
];

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="What personal data this ClientDock instance keeps about creators and about the clients who open their portals, why, for how long, and what you can ask for."
      updated={LEGAL_UPDATED}
      sections={SECTIONS}
    />
  );
}
