import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { latestCode } from '../../../test/client-portal';
import { as, createPortal, creatorWithPortal, type TestUser } from '../../../test/factories';
import { type HttpClient, httpClient } from '../../../test/http-client';
import { createUpload, listen, patchUpload } from '../../../test/tus';
import { sendDueDateReminders } from './request-due-reminders';

let app: FastifyInstance;
let base: string;
let owner: TestUser;

beforeEach(async () => {
  app = await buildTestApp();
  ({ owner } = await creatorWithPortal(app, { plan: 'pro' }));
  base = await listen(app);
});
afterEach(async () => {
  await app.close();
});

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function send(client: HttpClient, uuid: string, itemId: string, metadata: Record<string, string> = {}) {
  const path = `/api/public/portals/${uuid}/uploads`;
  const bytes = Buffer.from('%PDF-1.4\n% statement\n');
  const created = await createUpload({ base, cookie: client.cookie(), path }, bytes.length, {
    itemId,
    filename: 'statement.txt',
    filetype: 'text/plain',
    ...metadata,
  });
  expect(created.res.status, await created.res.clone().text()).toBe(201);
  const res = await patchUpload({ base, cookie: client.cookie(), path }, created.url!, 0, bytes);
  expect(res.status).toBe(204);
  return res.headers.get('x-request-upload-id')!;
}

const mailsTo = async (to: string) => (await app.ctx.repos.mail.listRecent(200)).filter((mail) => mail.to === to);

describe('mail about file requests', () => {
  it("tells a proven sender the studio's decision, with the note", async () => {
    const portal = await createPortal(app, owner, {
      accessType: 'email',
      allowedEmails: ['dana@client.example'],
      sections: [{ id: 's', type: 'request', title: 'Docs', items: [{ id: 'a', title: 'Statement' }] }],
    });
    const client = httpClient(base);
    await client.post(`/api/public/portals/${portal.uuid}/email-code`, { email: 'dana@client.example' });
    const code = await latestCode(app, 'dana@client.example');
    const verified = await client.post(`/api/public/portals/${portal.uuid}/verify-email`, {
      email: 'dana@client.example',
      code,
    });
    expect(verified.status).toBe(200);
    // A proven address is a name enough: no name is asked for.
    const uploadId = await send(client, portal.uuid, 'a');
    const view = (await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/requests` })).json();
    expect(view.items[0].uploads[0]).toMatchObject({ uploaderEmail: 'dana@client.example', emailVerified: true });

    const res = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}/requests/uploads/${uploadId}`,
      payload: { status: 'rejected', note: 'This is February; we need March.' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo('dana@client.example').then((all) => all.filter((m) => m.kind === 'request-review'));
    expect(mail?.subject).toMatch(/statement\.txt needs to be sent again/);
    expect(mail?.text).toContain('This is February; we need March.');
  });

  it('reminds recipients of missing required items two days before the due day, once across instances', async () => {
    const portal = await createPortal(app, owner, {
      sections: [
        {
          id: 's',
          type: 'request',
          title: 'Year-end',
          dueDate: day(2),
          items: [
            { id: 'bank', title: 'Bank statements' },
            { id: 'extra', title: 'Anything else', required: false },
          ],
        },
      ],
    });
    const invited = await as(owner, app, {
      method: 'POST',
      url: `/api/portals/${portal.id}/recipients`,
      payload: { email: 'sam@client.example' },
    });
    expect(invited.statusCode).toBe(201);
    const [a, b] = await Promise.all([sendDueDateReminders(app.ctx), sendDueDateReminders(app.ctx)]);
    expect(a + b).toBe(1);
    const reminders = (await mailsTo('sam@client.example')).filter((mail) => mail.kind === 'request-due');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('"Bank statements"');
    expect(reminders[0]?.text).not.toContain('Anything else');
    expect(await sendDueDateReminders(app.ctx)).toBe(0);
  });

  it('sends no reminder once every required item has come in, nor for a due day far away', async () => {
    const far = await createPortal(app, owner, {
      sections: [{ id: 's', type: 'request', title: 'Later', dueDate: day(9), items: [{ id: 'x', title: 'X' }] }],
    });
    const done = await createPortal(app, owner, {
      sections: [{ id: 's', type: 'request', title: 'Today', dueDate: day(0), items: [{ id: 'x', title: 'X' }] }],
    });
    for (const portal of [far, done]) {
      await as(owner, app, {
        method: 'POST',
        url: `/api/portals/${portal.id}/recipients`,
        payload: { email: 'lee@client.example' },
      });
    }
    const client = httpClient(base);
    await client.get(`/api/public/portals/${done.uuid}`);
    await send(client, done.uuid, 'x', { name: 'Lee' });
    expect(await sendDueDateReminders(app.ctx)).toBe(0);
  });
});
