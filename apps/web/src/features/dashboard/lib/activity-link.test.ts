import { describe, expect, it } from 'vitest';
import { homeWithData } from '../testing/home-fixtures';
import { activityLink } from './activity-link';

const [base] = homeWithData().recentActivity;
const event = (patch: Partial<typeof base>) => ({ ...base, fileId: null, fileName: null, ...patch });

describe('activityLink', () => {
  it('opens the file an event touched', () => {
    expect(activityLink(event({ type: 'download', fileId: 'f9', fileName: 'logo.svg' }))).toBe(
      '/dashboard/edit/p1?tab=files&review=f9',
    );
  });

  it.each([
    ['comment', 'comments'],
    ['reply', 'comments'],
    ['resolution', 'comments'],
    ['approval', 'approvals'],
    ['form', 'responses'],
    ['view', 'visitors'],
  ] as const)('a %s without a file opens the portal activity on %s', (type, list) => {
    expect(activityLink(event({ type }))).toBe(`/dashboard/edit/p1?tab=activity&activity=${list}`);
  });

  it('a file a client sent opens the portal requests', () => {
    expect(activityLink(event({ type: 'upload' }))).toBe('/dashboard/edit/p1?tab=requests');
  });

  it('a file deleted since leads to the portal activity, not to a file that is gone', () => {
    expect(activityLink(event({ type: 'download', fileId: 'f9', fileName: null }))).toBe(
      '/dashboard/edit/p1?tab=activity&activity=visitors',
    );
  });
});
