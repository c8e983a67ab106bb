import { describe, expect, it } from 'vitest';
import { nudgeBlocker } from '../components/stalled-approvals-card';
import { makeStalledPortal } from '../testing/analytics-fixtures';
import { formatPerView, perView, timeAgo, timeUntil } from './format';
import { periodFrom, periodPhrase } from './periods';

const now = new Date('2026-03-18T12:00:00.000Z');

describe('analytics wording', () => {
  it('tells relative times the way the spec does', () => {
    expect(timeAgo('2026-03-18T11:59:30.000Z', now)).toBe('Just now');
    expect(timeAgo('2026-03-18T11:55:00.000Z', now)).toBe('5m ago');
    expect(timeAgo('2026-03-18T09:00:00.000Z', now)).toBe('3h ago');
    expect(timeAgo('2026-03-16T12:00:00.000Z', now)).toBe('2d ago');
    expect(timeUntil('2026-03-19T09:00:00.000Z', now)).toBe('21h');
    expect(timeUntil('2026-03-18T12:20:00.000Z', now)).toBe('20m');
  });

  it('gives downloads per view as a ratio, never a percent over 100', () => {
    expect(formatPerView(perView(3, 2))).toBe('1.5 per view');
    expect(formatPerView(perView(2, 1))).toBe('2 per view');
    expect(formatPerView(perView(250, 900))).toBe('0.28 per view');
    expect(formatPerView(perView(125, 10))).toBe('13 per view');
    expect(formatPerView(perView(0, 10))).toBe('0 per view');
    expect(formatPerView(perView(4, 0))).toBe('—');
  });

  it('reads the period from the URL, defaulting to 30 days', () => {
    expect(periodFrom('1y')).toBe('1y');
    expect(periodFrom('forever')).toBe('30d');
    expect(periodFrom(null)).toBe('30d');
    expect(periodPhrase('7d')).toBe('in the last 7 days');
    expect(periodPhrase('all')).toBe('yet');
  });

  it('says why a portal cannot be nudged', () => {
    expect(nudgeBlocker(makeStalledPortal(), now)).toBeNull();
    expect(nudgeBlocker(makeStalledPortal({ verifiedClients: 0 }), now)).toBe(
      'No client has verified an email address on this portal yet',
    );
    expect(
      nudgeBlocker(
        makeStalledPortal({ lastNudgedAt: '2026-03-18T09:00:00.000Z', nextNudgeAt: '2026-03-19T09:00:00.000Z' }),
        now,
      ),
    ).toBe('Nudged 3h ago; you can nudge again in 21h');
  });
});
