import { describe, expect, it } from 'vitest';
import { isPublicAddress, OutboundAddressRefused, resolvePublicAddress } from './outbound-address';

describe('outbound addresses', () => {
  it('tells public addresses from loopback, private, link-local and reserved ones', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses a name when any of its addresses is not public, and answers the checked address', async () => {
    const lookup = async (host: string) =>
      ({ 'mixed.test': ['93.184.216.34', '10.1.2.3'], 'good.test': ['93.184.216.34'] })[host] ?? [];
    await expect(resolvePublicAddress('mixed.test', { lookup })).rejects.toBeInstanceOf(OutboundAddressRefused);
    await expect(resolvePublicAddress('nothing.test', { lookup })).rejects.toBeInstanceOf(OutboundAddressRefused);
    await expect(resolvePublicAddress('[::1]', { lookup })).rejects.toBeInstanceOf(OutboundAddressRefused);
    expect(await resolvePublicAddress('good.test', { lookup })).toBe('93.184.216.34');
    expect(await resolvePublicAddress('mixed.test', { lookup, allowPrivate: true })).toBe('93.184.216.34');
  });
});
