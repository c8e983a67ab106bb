import { describe, expect, it } from 'vitest';
import { downgradeChanges } from './downgrade-changes';

describe('downgradeChanges', () => {
  it('lists what Free drops from Pro, keeping protected portals protected', () => {
    const changes = downgradeChanges('pro', 'free');
    expect(changes).toHaveLength(4);
    expect(changes[0]).toMatch(/stay protected/);
    expect(changes.join(' ')).toMatch(/logo and colours/);
  });

  it('lists only the Agency features when going from Agency to Pro, and nothing for an upgrade', () => {
    expect(downgradeChanges('agency', 'pro')).toEqual([
      'Your portals show the ClientDock name again.',
      'Team access ends.',
      'Your custom domains stop serving your portals.',
    ]);
    expect(downgradeChanges('free', 'agency')).toEqual([]);
  });
});
