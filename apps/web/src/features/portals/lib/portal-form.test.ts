import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { makeMe, makePortal } from '@/test/fixtures';
import { createPortalFormSchema, defaultCreateValues, toUpdateBody, updatePortalFormSchema } from './portal-form';

describe('portal form', () => {
  it('starts from the creator’s portal defaults, expiry counted from today', () => {
    const me = makeMe({ settings: { portalDefaults: { accessType: 'pin', allowDownload: false, expiryDays: 30 } } });
    const values = defaultCreateValues(me, dayjs('2026-11-23'));
    expect(values).toMatchObject({
      accessType: 'pin',
      allowDownload: false,
      expiresAt: '2026-12-23',
      status: 'draft',
    });
  });

  it('ignores malformed defaults', () => {
    const me = makeMe({ settings: { portalDefaults: { accessType: 'carrier-pigeon', expiryDays: -4 } } });
    expect(defaultCreateValues(me)).toMatchObject({ accessType: 'link', allowDownload: true, expiresAt: null });
  });

  it('sends the PIN only for PIN access and the emails only for email access', () => {
    const base = { ...defaultCreateValues(null), name: 'Acme', pin: '1234', allowedEmails: ['a@b.co'] };
    const asLink = createPortalFormSchema.safeParse(base);
    expect(asLink.success && asLink.data).toMatchObject({ accessType: 'link' });
    expect(asLink.success && 'pin' in asLink.data && asLink.data.pin).toBeFalsy();
    const asPin = createPortalFormSchema.safeParse({ ...base, accessType: 'pin' });
    expect(asPin.success && asPin.data.pin).toBe('1234');
  });

  it('keeps an existing PIN when the field is left empty, and asks for one when there is none', () => {
    const withPin = makePortal({ accessType: 'pin', hasPin: true });
    const values = { ...defaultCreateValues(null), name: 'Acme', accessType: 'pin' as const, pin: '' };
    expect(updatePortalFormSchema(withPin).safeParse(values).success).toBe(true);
    const withoutPin = makePortal({ accessType: 'link' });
    const refused = updatePortalFormSchema(withoutPin).safeParse(values);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ['pin'],
      message: 'Set a PIN of 4 to 8 digits for PIN access',
    });
  });

  it('does not send an unchanged expiry or status back', () => {
    const portal = makePortal({ status: 'expired', expiresAt: '2020-01-31T23:59:59.999Z' });
    const body = toUpdateBody(
      { ...defaultCreateValues(null), name: 'Acme', expiresAt: '2020-01-31', status: 'active' },
      portal,
    );
    expect(body.expiresAt).toBeUndefined();
    expect(body.status).toBe('active');
    const active = makePortal({ status: 'active' });
    expect(
      toUpdateBody({ ...defaultCreateValues(null), name: 'Acme', status: 'active' }, active).status,
    ).toBeUndefined();
  });
});
