import { it } from 'vitest';
import { buildTestApp } from '../test/build-app';
it('times', { timeout: 120000 }, async () => {
  for (let round = 0; round < 2; round++) {
    const started = performance.now();
    for (let i = 0; i < 10; i++) {
      const app = await buildTestApp();
      await app.ready();
      await app.close();
    }
    console.log('avg ms', (performance.now() - started) / 10);
  }
});
