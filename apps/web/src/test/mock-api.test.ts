import { describe, expect, it } from 'vitest';
import { fixtures } from './fixtures';
import { mockApi, takeContractViolations } from './mock-api';

describe('mockApi and the API contract', () => {
  it('passes an answer shaped as the server declares it', async () => {
    mockApi({ 'GET /api/me': { body: fixtures.freeCreator() } });
    await fetch('/api/me');
    expect(takeContractViolations()).toEqual([]);
  });

  it('reports a canned answer or a request body the server’s schemas would refuse', async () => {
    mockApi({
      'GET /api/portals/:id': { body: { id: 'p1' } },
      'PATCH /api/admin/settings': { body: { registrationMode: 'open' } },
    });
    await fetch('/api/portals/p1');
    await fetch('/api/admin/settings', { method: 'PATCH', body: JSON.stringify({ maxUploadMb: 'lots' }) });
    const violations = takeContractViolations();
    expect(violations).toHaveLength(3);
    expect(violations[0]).toMatch(/^GET \/api\/portals\/p1: the mocked answer does not match the API contract \(uuid/);
    expect(violations[1]).toMatch(/^PATCH \/api\/admin\/settings: the request body does not match/);
    expect(violations[2]).toMatch(/^PATCH \/api\/admin\/settings: the mocked answer does not match/);
  });
});
