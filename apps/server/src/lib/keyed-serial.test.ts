import { describe, expect, it } from 'vitest';
import { createKeyedSerial } from './keyed-serial';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createKeyedSerial', () => {
  it('runs the work of one key one at a time, in order, and other keys alongside', async () => {
    const run = createKeyedSerial();
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`${name} start`);
      await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([run('a', step('a1')), run('a', step('a2')), run('b', step('b1'))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('goes on with the next work after one fails, and hands the failure to its caller', async () => {
    const run = createKeyedSerial();
    const failed = run('a', async () => {
      throw new Error('no room');
    });
    const next = run('a', async () => 'ran');
    await expect(failed).rejects.toThrow('no room');
    await expect(next).resolves.toBe('ran');
  });
});
