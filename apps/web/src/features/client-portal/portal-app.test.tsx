import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { PortalRoot, seedPortalAnswer } from './portal-app';
import { lockedAnswer, openPortalHandlers, PORTAL_PATH, portalAnswer, UUID } from './testing/portal-fixtures';

function takeOverServerPage(status: number, body: unknown) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 30_000 } } });
  seedPortalAnswer(queryClient, { uuid: UUID, status, body });
  return render(<PortalRoot queryClient={queryClient} pathname={`/portal/${UUID}`} />);
}

describe('a page the server drew locked', () => {
  it.each(['pin', 'email'] as const)('shows the %s lock without asking the API anything', async (accessType) => {
    const fetchMock = mockApi(openPortalHandlers());
    const locked = lockedAnswer(accessType);
    takeOverServerPage(locked.status, locked.body);

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring campaign' })).toBeInTheDocument();
    expect(screen.getByLabelText(accessType === 'pin' ? 'PIN' : 'Your email')).toBeInTheDocument();
    // Give the page a moment to fetch if it were going to: a locked first visit makes no failing request.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the portal once the right PIN opens it', async () => {
    let isUnlocked = false;
    const fetchMock = mockApi({
      ...openPortalHandlers(),
      [`GET ${PORTAL_PATH}`]: () => (isUnlocked ? portalAnswer() : lockedAnswer('pin')),
      [`POST ${PORTAL_PATH}/unlock`]: () => {
        isUnlocked = true;
        return { body: { ok: true } };
      },
    });
    const locked = lockedAnswer('pin');
    takeOverServerPage(locked.status, locked.body);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('PIN'), '4321');
    await user.click(screen.getByRole('button', { name: 'Unlock portal' }));
    expect(await screen.findByRole('heading', { name: 'Files' })).toBeInTheDocument();
    const failed = await Promise.all(fetchMock.mock.results.map(async (result) => (await result.value).status));
    expect(failed.filter((status) => status >= 400)).toEqual([]);
  });
});
