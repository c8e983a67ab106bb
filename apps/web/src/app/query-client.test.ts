import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries client errors', () => {
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe(false);
  });

  it('retries server and network errors twice', () => {
    const error = new ApiError(503, 'HTTP_503', 'Unavailable');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, new TypeError('x'))).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});
