import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { HEALTH_REFRESH_MS, healthQueryOptions } from '../api/get-health';

const health = {
  status: 'ok',
  db: { status: 'ok', dialect: 'sqlite' },
  storage: { status: 'ok', driver: 'local' },
  mail: { transport: 'outbox' },
  version: '0.1.0',
  uptimeSeconds: 3720,
};

describe('status page', () => {
  it('shows live health from the server', async () => {
    mockApi({ 'GET /api/health': { body: health } });
    renderApp('/status', { me: null });
    expect(await screen.findByText('All systems operational.')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Service status' }));
    expect(list.getByText('SQLite')).toBeInTheDocument();
    expect(list.getByText('Version 0.1.0, up 1h 2m')).toBeInTheDocument();
    expect(list.getAllByText('Operational')).toHaveLength(4);
  });

  it('flags a degraded service', async () => {
    mockApi({ 'GET /api/health': { body: { ...health, db: { status: 'error', dialect: 'postgres' } } } });
    renderApp('/status', { me: null });
    expect(await screen.findByText('Some services are degraded.')).toBeInTheDocument();
    expect(screen.getByText('Degraded')).toBeInTheDocument();
  });

  it('says so when the server does not answer', async () => {
    mockApi({ 'GET /api/health': { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Down' } } } });
    renderApp('/status', { me: null });
    expect(await screen.findByText(/did not answer the health check: Down/)).toBeInTheDocument();
  });

  it('refreshes every 30 seconds', () => {
    expect(HEALTH_REFRESH_MS).toBe(30_000);
    expect(healthQueryOptions.refetchInterval).toBe(30_000);
  });
});
