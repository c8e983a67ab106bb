import { FILE_SIZE_LIMITS_MB, PLAN_CATALOG } from '@clientdock/shared';
import MuiLink from '@mui/material/Link';
import { Link } from 'react-router';
import type { FaqItem } from '../components/faq-list';

export const PRICING_FAQ: FaqItem[] = [
  {
    id: 'active-portals',
    question: 'What counts as an active portal?',
    answer: (
      <p>
        A portal your clients can open. Drafts, archived and expired portals do not count, so archiving a finished
        project frees its place. Your portals and their history stay when you archive them.
      </p>
    ),
  },
  {
    id: 'clients',
    question: 'Do my clients pay, or need an account?',
    answer: (
      <p>
        No. Clients open the link you send them, with a PIN or an emailed code if you chose one. There is no limit on
        how many clients open a portal.
      </p>
    ),
  },
  {
    id: 'card',
    question: 'Do I need a card to start?',
    answer: (
      <p>
        No. The Free plan is {PLAN_CATALOG.free.priceLabel} {PLAN_CATALOG.free.period}. When you pick Pro or Agency you
        create your account first and confirm the plan afterwards.
      </p>
    ),
  },
  {
    id: 'change-plan',
    question: 'Can I change plans later?',
    answer: (
      <p>
        Yes, from your settings, in either direction. Moving down to a plan with fewer portals asks you to archive the
        extra active portals first; nothing is deleted.
      </p>
    ),
  },
  {
    id: 'file-size',
    question: 'How large can files be?',
    answer: (
      <p>
        Up to {FILE_SIZE_LIMITS_MB.plan.free} MB per file on Free, {FILE_SIZE_LIMITS_MB.plan.pro} MB on Pro and{' '}
        {FILE_SIZE_LIMITS_MB.plan.agency} MB on Agency. Uploads resume after a dropped connection, so large files are
        practical even on slow links.
      </p>
    ),
  },
  {
    id: 'self-hosted',
    question: 'I run ClientDock on my own server. Do these prices apply?',
    answer: (
      <p>
        Plans set the limits of each account on an instance. On your own instance, you as its operator assign plans to
        accounts from the admin screens. See the{' '}
        <MuiLink component={Link} to="/docs#self-hosting">
          self-hosting guide
        </MuiLink>
        .
      </p>
    ),
  },
  {
    id: 'teams',
    question: 'How do teams work on the Agency plan?',
    answer: (
      <p>
        Invite teammates by email and give each a role: admin, editor or viewer. Editors build the portals assigned to
        them; viewers follow along. Everyone works under your brand.
      </p>
    ),
  },
];
