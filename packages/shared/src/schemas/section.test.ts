import { describe, expect, it } from 'vitest';
import { asksForApproval, sectionSchema } from './section';

describe('section approvals', () => {
  it('are off unless the creator turns them on', () => {
    const hero = sectionSchema.parse({ id: 'hero', type: 'hero', title: 'Welcome' });
    expect(asksForApproval(hero)).toBe(false);
    expect(
      asksForApproval(sectionSchema.parse({ id: 'a', type: 'content', title: 'A', html: '', approvals: true })),
    ).toBe(true);
    expect(asksForApproval(sectionSchema.parse({ id: 'g', type: 'gallery', title: 'G', approvals: true }))).toBe(true);
    expect(asksForApproval(sectionSchema.parse({ id: 'f', type: 'files', title: 'F' }))).toBe(false);
  });

  it('takes only a boolean', () => {
    const parsed = sectionSchema.safeParse({ id: 'a', type: 'content', title: 'A', html: '', approvals: 'yes' });
    expect(parsed.success).toBe(false);
  });
});
