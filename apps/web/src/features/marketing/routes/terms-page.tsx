import MuiLink from '@mui/material/Link';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../components/legal-document';
import { LEGAL_UPDATED } from '../content/legal';

const SECTIONS: LegalSection[] = [
  {
    id: 'scope',
    title: 'What these terms cover',
    body: (
      <p>
        These terms apply when you create an account on this ClientDock instance, build portals and share them, and when
        you open a portal someone shared with you. The instance is run by its operator, who provides the service under
        these terms and may add their own.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          Give a real email address and keep your password to yourself. You are responsible for what happens under your
          account.
        </li>
        <li>The first account of an instance administers it. Admins can approve, suspend and change accounts.</li>
        <li>Tell the operator if you think someone else used your account.</li>
      </ul>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <>
        <p>
          What you upload and write stays yours. You allow the instance to store it, make previews and thumbnails of it,
          and show it to the people you share a portal with, for as long as it is there.
        </p>
        <p>
          Only share what you have the right to share, and nothing unlawful, harmful or meant to deceive. The operator
          may remove content or suspend accounts that break these rules.
        </p>
      </>
    ),
  },
  {
    id: 'clients',
    title: 'Sharing with clients',
    body: (
      <p>
        You choose who can open each portal: anyone with the link, people with its PIN, or the email addresses you list.
        You are responsible for sending links and PINs only to the right people, and for telling your clients what you
        collect through your portals (their comments, approvals and form answers).
      </p>
    ),
  },
  {
    id: 'plans',
    title: 'Plans and limits',
    body: (
      <p>
        Each plan has limits on active portals and file sizes, listed on the{' '}
        <MuiLink component={Link} to="/pricing">
          pricing page
        </MuiLink>
        . Moving to a smaller plan may ask you to archive portals first. Prices and plans can change; a change never
        deletes your portals or files.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Fair use',
    body: (
      <ul>
        <li>Do not try to reach portals, files or accounts that were not shared with you.</li>
        <li>Do not overload the service, get around its limits, or probe it for weaknesses without permission.</li>
        <li>Report security problems through the contact form instead.</li>
      </ul>
    ),
  },
  {
    id: 'availability',
    title: 'Availability and liability',
    body: (
      <p>
        The service is provided as it is. The operator works to keep it running and your data safe, shows its live
        health on the{' '}
        <MuiLink component={Link} to="/status">
          status page
        </MuiLink>
        , and recommends keeping your own copies of important files. To the extent the law allows, the operator is not
        liable for indirect losses.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Ending',
    body: (
      <p>
        You can stop using the service at any time; export your data from Settings first. The operator may end an
        account that breaks these terms, with notice where possible.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes',
    body: (
      <p>
        When these terms change, the date at the top changes with them. Continuing to use the service means you accept
        the new terms.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The terms that apply when you create an account, build portals and share them with your clients, and when you open a portal shared with you."
      updated={LEGAL_UPDATED}
      sections={SECTIONS}
    />
  );
}
