import { afterEach, describe, expect, it } from 'vitest';
import { takePreviewToken } from './preview-link';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the preview link token', () => {
  it('is taken once from the address, which keeps everything else', () => {
    window.history.replaceState(null, '', '/portal/abc?preview=data.sig&x=1#files');
    expect(takePreviewToken()).toBe('data.sig');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/portal/abc?x=1#files');
    expect(takePreviewToken()).toBeNull();
  });

  it('is absent from a client link', () => {
    window.history.replaceState(null, '', '/portal/abc?r=tok_123');
    expect(takePreviewToken()).toBeNull();
    expect(window.location.search).toBe('?r=tok_123');
  });
});
