import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createFile, creatorWithPortal, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
let portalId: string;
let fileId: string;
beforeAll(async () => {
  app = await buildTestApp();
  ({
    owner,
    portal: { id: portalId },
  } = await creatorWithPortal(app, { plan: 'pro' }));
  fileId = (await createFile(app, owner, portalId, Buffer.from('x'), 'x.txt')).fileId;
});
afterAll(async () => {
  await app.close();
});

const long = (n: number) => 'x'.repeat(n);
const past = new Date(Date.now() - 86_400_000).toISOString();
const section = (extra: Record<string, unknown>) => ({ id: 's1', title: 'Section', ...extra });
const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, type: 'textarea', label: 'Q' }));

type Case = [string, InjectOptions, RegExp];

const portalBodies: [string, unknown, RegExp][] = [
  ['a name of the wrong type', { name: 123 }, /Name must be text/],
  ['a missing name', { description: 'no name' }, /Name is required/],
  ['an empty name', { name: '   ' }, /Name is required/],
  ['an oversize name', { name: long(121) }, /Name must be at most 120 characters/],
  ['an oversize description', { name: 'a', description: long(2001) }, /at most 2000 characters/],
  ['an unknown access type', { name: 'a', accessType: 'secret' }, /Access type must be link, pin or email/],
  ['a PIN with a letter', { name: 'a', accessType: 'pin', pin: '12a' }, /PIN must be 4 to 8 digits/],
  ['a PIN that is too short', { name: 'a', accessType: 'pin', pin: '123' }, /PIN must be 4 to 8 digits/],
  ['a PIN as a number', { name: 'a', accessType: 'pin', pin: 1234 }, /expected string/],
  ['PIN access without a PIN', { name: 'a', accessType: 'pin' }, /Set a PIN of 4 to 8 digits/],
  ['an invalid client email', { name: 'a', allowedEmails: ['not-an-email'] }, /Invalid email format/],
  ['an expiry in the past', { name: 'a', expiresAt: past }, /Expiry must be in the future/],
  ['an expiry after 2099', { name: 'a', expiresAt: '2100-01-01' }, /between 1900-01-01 and 2099-12-31/],
  ['a malformed expiry', { name: 'a', expiresAt: '12/31/2030' }, /Expiry must be a date like/],
  ['an impossible date', { name: 'a', expiresAt: '2030-02-31' }, /Expiry must be a date like/],
  ['status archived', { name: 'a', status: 'archived' }, /Status must be draft or active/],
  ['a bad brand colour', { name: 'a', branding: { primaryColor: 'red' } }, /Use a colour like #2563eb/],
  ['an unknown section type', { name: 'a', sections: [section({ type: 'video' })] }, /Section type must be hero/],
  ['sections not a list', { name: 'a', sections: 'hero' }, /expected array/],
  [
    'too many sections',
    { name: 'a', sections: Array.from({ length: 51 }, (_, i) => section({ id: `s${i}`, type: 'files' })) },
    /at most 50 sections/,
  ],
  [
    'duplicate section ids',
    { name: 'a', sections: [section({ type: 'files' }), section({ type: 'files' })] },
    /Section ids must be unique/,
  ],
  [
    'oversize content html',
    { name: 'a', sections: [section({ type: 'content', html: long(50_001) })] },
    /at most 50000 characters/,
  ],
  [
    'too many form fields',
    { name: 'a', sections: [section({ type: 'form', fields: fields(31) })] },
    /at most 30 fields/,
  ],
  [
    'a select without choices',
    { name: 'a', sections: [section({ type: 'form', fields: [{ id: 'f', type: 'select', label: 'Pick' }] })] },
    /needs at least one choice/,
  ],
  [
    'an unknown field type',
    { name: 'a', sections: [section({ type: 'form', fields: [{ id: 'f', type: 'file', label: 'L' }] })] },
    /Field type must be/,
  ],
  [
    'an oversize section title',
    { name: 'a', sections: [section({ type: 'files', title: long(121) })] },
    /Title must be at most 120/,
  ],
  ['a list instead of an object', [{ name: 'a' }], /Send a JSON object as the request body/],
];

function cases(): Case[] {
  const list: Case[] = [];
  for (const [label, payload, message] of portalBodies) {
    list.push([
      `POST /api/portals with ${label}`,
      { method: 'POST', url: '/api/portals', payload: payload as object },
      message,
    ]);
    if (label !== 'a missing name' && label !== 'PIN access without a PIN') {
      const body = Array.isArray(payload)
        ? payload
        : { ...(payload as object), name: (payload as { name: unknown }).name ?? 'a' };
      list.push([
        `PATCH /api/portals/:id with ${label}`,
        { method: 'PATCH', url: `/api/portals/${portalId}`, payload: body },
        message,
      ]);
    }
  }
  const junk = { 'content-type': 'application/json' };
  list.push(
    [
      'junk JSON on create',
      { method: 'POST', url: '/api/portals', payload: '{"name": ', headers: junk },
      /not valid JSON/,
    ],
    [
      'junk JSON on update',
      { method: 'PATCH', url: `/api/portals/${portalId}`, payload: '{oops}', headers: junk },
      /not valid JSON/,
    ],
    ['an unknown list status', { method: 'GET', url: '/api/portals?status=deleted' }, /status must be draft/],
    ['an unknown sort', { method: 'GET', url: '/api/portals?sort=size' }, /sort must be name, createdAt or updatedAt/],
    ['an unknown order', { method: 'GET', url: '/api/portals?order=up' }, /order must be asc or desc/],
    ['an oversize search', { method: 'GET', url: `/api/portals?q=${long(121)}` }, /Search must be at most 120/],
    [
      'restore as archived',
      { method: 'POST', url: `/api/portals/${portalId}/restore`, payload: { status: 'archived' } },
      /Status must be draft or active/,
    ],
    [
      'an empty file update',
      { method: 'PATCH', url: `/api/portals/${portalId}/files/${fileId}`, payload: {} },
      /Send a name or a position/,
    ],
    [
      'an empty file name',
      { method: 'PATCH', url: `/api/portals/${portalId}/files/${fileId}`, payload: { name: ' ' } },
      /Name is required/,
    ],
    [
      'an oversize file name',
      { method: 'PATCH', url: `/api/portals/${portalId}/files/${fileId}`, payload: { name: long(256) } },
      /at most 255/,
    ],
    [
      'a file name with control characters',
      { method: 'PATCH', url: `/api/portals/${portalId}/files/${fileId}`, payload: { name: 'a\u0000b' } },
      /control characters/,
    ],
    [
      'a negative position',
      { method: 'PATCH', url: `/api/portals/${portalId}/files/${fileId}`, payload: { position: -1 } },
      /Position cannot be negative/,
    ],
    [
      'a fractional position',
      { method: 'PATCH', url: `/api/portals/${portalId}/files/${fileId}`, payload: { position: 1.5 } },
      /whole number/,
    ],
    [
      'junk JSON on a file',
      { method: 'PATCH', url: `/api/portals/${portalId}/files/${fileId}`, payload: '[', headers: junk },
      /not valid JSON/,
    ],
    [
      'fileIds not a list',
      { method: 'PUT', url: `/api/portals/${portalId}/files/order`, payload: { fileIds: 'a' } },
      /expected array/,
    ],
    [
      'an empty order',
      { method: 'PUT', url: `/api/portals/${portalId}/files/order`, payload: { fileIds: [] } },
      /List the files/,
    ],
    [
      'a file twice in the order',
      { method: 'PUT', url: `/api/portals/${portalId}/files/order`, payload: { fileIds: [fileId, fileId] } },
      /only once/,
    ],
    [
      'a non-numeric version',
      { method: 'GET', url: `/api/portals/${portalId}/files/${fileId}/download?version=abc` },
      /version must be a number/,
    ],
    [
      'version 0',
      { method: 'GET', url: `/api/portals/${portalId}/files/${fileId}/thumbnail?version=0` },
      /version starts at 1/,
    ],
  );
  return list;
}

describe('bad input', () => {
  it('answers every bad request 400 with a message that names the problem, never 5xx', async () => {
    const failures: string[] = [];
    for (const [label, options, message] of cases()) {
      const res = await as(owner, app, options);
      const error = res.json().error;
      if (res.statusCode !== 400 || !message.test(error?.message ?? '')) {
        failures.push(`${label}: ${res.statusCode} ${error?.message}`);
      }
    }
    expect(failures).toEqual([]);
    const portal = await as(owner, app, { method: 'GET', url: `/api/portals/${portalId}` });
    expect(portal.json()).toMatchObject({ status: 'active', accessType: 'link', sections: [] });
  });
});
