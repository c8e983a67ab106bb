import type { AdminDebug, DoctorReport } from '@clientdock/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { fixtures, makeMe } from '@/test/fixtures';
import { apiError, callsTo, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

type FailedMail = AdminDebug['mail']['failedMail'][number];

function makeFailedMail(overrides: Partial<FailedMail> = {}): FailedMail {
  return {
    id: 'mail_1',
    kind: 'portal-invite',
    to: 'rosa@example.com',
    subject: 'Your portal is ready',
    error: 'connect ECONNREFUSED 10.0.0.5:587',
    attempts: 2,
    nextAttemptAt: '2026-11-26T23:30:00.000Z',
    createdAt: '2026-11-26T22:00:00.000Z',
    ...overrides,
  };
}

function makeDebug(failedMail: FailedMail[] = []): AdminDebug {
  return {
    version: '1.4.0',
    instance: 'web-1',
    nodeVersion: 'v22.11.0',
    environment: 'production',
    publicUrl: 'https://portal.example.com',
    uptimeSeconds: 3600,
    database: {
      dialect: 'sqlite',
      status: 'ok',
      location: '/data/clientdock.sqlite',
      migrations: { applied: [], pending: [] },
    },
    storage: { driver: 'local', status: 'ok', location: '/data/files' },
    mail: {
      transport: 'smtp',
      from: 'ClientDock <no-reply@portal.example.com>',
      outbox: { pending: 0, failed: failedMail.length, sentLast24h: 12 },
      lastFailure: null,
      failedMail,
    },
    jobs: { scheduler: 'In-process (croner)', runsHere: true, jobs: [], uploadsInProgress: 0 },
  };
}

const healthyReport: DoctorReport = {
  ok: true,
  checks: [
    { name: 'database', status: 'pass', detail: 'sqlite reachable, 24 migrations applied', hint: null },
    { name: 'clock', status: 'skip', detail: 'SQLite uses this machine’s clock', hint: null },
  ],
};

const failingReport: DoctorReport = {
  ok: false,
  checks: [
    healthyReport.checks[0]!,
    {
      name: 'mail',
      status: 'fail',
      detail: 'SMTP: connect ECONNREFUSED 10.0.0.5:587',
      hint: 'Check SMTP_URL: host, port, user and password (and smtps:// for port 465).',
    },
  ],
};

const base = { 'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } } };

describe('the operator’s tools on /debug/admin', () => {
  it('runs the checks on open and again on demand, each with its outcome in words', async () => {
    const reports = [healthyReport, failingReport];
    const fetchMock = mockApi({
      ...base,
      'GET /api/admin/debug': { body: makeDebug() },
      'GET /api/admin/debug/doctor': () => ({ body: reports.shift() ?? failingReport }),
    });
    const user = userEvent.setup();
    renderApp('/debug/admin', { me: fixtures.admin() });

    const results = await screen.findByRole('list', { name: 'Check results' });
    expect(within(results).getByRole('listitem', { name: 'database: Pass' })).toBeInTheDocument();
    expect(within(results).getByRole('listitem', { name: 'clock: Skipped' })).toBeInTheDocument();
    expect(screen.getByText(/All 2 checks passed/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run checks' }));
    const failing = await screen.findByRole('listitem', { name: 'mail: Fail' });
    expect(within(failing).getByText('Fail')).toBeInTheDocument();
    expect(within(failing).getByText('SMTP: connect ECONNREFUSED 10.0.0.5:587')).toBeInTheDocument();
    expect(
      within(failing).getByText('Check SMTP_URL: host, port, user and password (and smtps:// for port 465).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 of 2 checks failed: mail\./)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/debug/doctor')).toHaveLength(2);
  });

  it('says in an alert why the checks could not run, and runs them again on request', async () => {
    let answer = apiError(502, 'BAD_GATEWAY', 'The server did not answer in time.');
    mockApi({
      ...base,
      'GET /api/admin/debug': { body: makeDebug() },
      'GET /api/admin/debug/doctor': () => answer,
    });
    const user = userEvent.setup();
    renderApp('/debug/admin', { me: fixtures.admin() });

    const alert = await screen.findByText(/The checks could not be run\. The server did not answer in time\./);
    answer = { status: 200, body: healthyReport };
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'database: Pass' })).toBeInTheDocument();
    expect(screen.queryByText(/The checks could not be run/)).not.toBeInTheDocument();
  });

  it('lists the failed mail and retries one now, then shows the list again', async () => {
    let failed = [
      makeFailedMail(),
      makeFailedMail({ id: 'mail_2', to: 'sam@example.com', nextAttemptAt: null, attempts: 6 }),
    ];
    const fetchMock = mockApi({
      ...base,
      'GET /api/admin/debug': () => ({ body: makeDebug(failed) }),
      'GET /api/admin/debug/doctor': { body: healthyReport },
      'POST /api/admin/debug/outbox/:id/retry': (_init, { params }) => {
        failed = failed.filter((mail) => mail.id !== params.id);
        return { body: { delivered: true } };
      },
    });
    const user = userEvent.setup();
    renderApp('/debug/admin', { me: fixtures.admin() });

    const list = await screen.findByRole('list', { name: 'Failed mail' });
    const rosa = within(list).getByRole('button', { name: 'Retry mail to rosa@example.com' }).closest('li')!;
    expect(rosa).toHaveTextContent('Your portal is ready');
    expect(rosa).toHaveTextContent(`2 tries · Next try ${formatDateTime('2026-11-26T23:30:00.000Z')}`);
    expect(rosa).toHaveTextContent('Last error: connect ECONNREFUSED 10.0.0.5:587');
    const sam = within(list).getByRole('button', { name: 'Retry mail to sam@example.com' }).closest('li')!;
    expect(sam).toHaveTextContent(/6 tries · Given up/);

    await user.click(within(list).getByRole('button', { name: 'Retry mail to rosa@example.com' }));
    expect(await screen.findByText('Mail to rosa@example.com delivered.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('rosa@example.com')).not.toBeInTheDocument());
    expect(within(list).getByText('sam@example.com')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/admin/debug/outbox/mail_1/retry')).toHaveLength(1);
  });

  it('shows the server’s words when a retry is refused', async () => {
    mockApi({
      ...base,
      'GET /api/admin/debug': { body: makeDebug([makeFailedMail()]) },
      'GET /api/admin/debug/doctor': { body: healthyReport },
      'POST /api/admin/debug/outbox/:id/retry': apiError(
        404,
        'NOT_FOUND',
        'There is no failed mail with this id: it was sent or retried meanwhile.',
      ),
    });
    const user = userEvent.setup();
    renderApp('/debug/admin', { me: fixtures.admin() });

    await user.click(await screen.findByRole('button', { name: 'Retry mail to rosa@example.com' }));
    expect(
      await screen.findByText(
        'Mail to rosa@example.com was not retried. There is no failed mail with this id: it was sent or retried meanwhile.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when no mail failed', async () => {
    mockApi({
      ...base,
      'GET /api/admin/debug': { body: makeDebug([]) },
      'GET /api/admin/debug/doctor': { body: healthyReport },
    });
    renderApp('/debug/admin', { me: fixtures.admin() });

    expect(await screen.findByText('No failed mail')).toBeInTheDocument();
    expect(screen.getByText(/Every mail was delivered or is on its way/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Failed mail' })).not.toBeInTheDocument();
  });

  it('does not offer the tools to an admin without logs:read', async () => {
    const fetchMock = mockApi({
      ...base,
      'GET /api/admin/debug': apiError(
        403,
        'PERMISSION_REQUIRED',
        'Permission required: logs:read. Contact your administrator for access.',
      ),
    });
    renderApp('/debug/admin', {
      me: makeMe({ userType: 'admin', adminLevel: 'standard', permissions: ['users:read'] }),
    });

    expect(await screen.findByText(/Permission required: logs:read/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run checks' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/admin/debug/doctor')).toHaveLength(0);
  });
});
