import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './push';

describe('base64UrlToBytes', () => {
  it('decodes URL-safe base64 without padding', () => {
    expect(Array.from(base64UrlToBytes('AQID'))).toEqual([1, 2, 3]);
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([251, 255]);
    expect(Array.from(base64UrlToBytes('AQ'))).toEqual([1]);
  });
});
