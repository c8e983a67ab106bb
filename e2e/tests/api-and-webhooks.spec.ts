import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { register } from '../fixtures/accounts';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that keeps every request and answers 200 "ok". */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      answer.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/clientdock`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> keyed by the base64 after whsec_. */
function signatureVerifies(secret: string, request: Received): boolean {
  const id = String(request.headers['webhook-id']);
  const timestamp = String(request.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest('base64'));
  return String(request.headers['webhook-signature'])
    .split(' ')
    .some((candidate) => {
      const [version, signature = ''] = candidate.split(',');
      const given = Buffer.from(signature);
      return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

test('a creator makes a read-only API token and a webhook; the token reads but cannot write, and a client comment arrives signed and shows in the delivery log', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  if (!baseURL) throw new Error('baseURL is not set');
  const receiver = await startReceiver();
  try {
    await register(page);

    // Settings > API: a token that may only read, shown once.
    await page.goto('/dashboard/settings?tab=api');
    await expect(page.getByText('No tokens yet')).toBeVisible();
    await page.getByRole('button', { name: 'Create token', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create token' });
    await create.getByLabel('Token name').fill('Reporting script');
    await expect(create.getByRole('checkbox', { name: 'Read' })).toBeChecked();
    await expect(create.getByRole('checkbox', { name: 'Write' })).not.toBeChecked();
    await create.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('dialog', { name: 'Token “Reporting script” created' });
    await expect(shown.getByText('it will not be shown again')).toBeVisible();
    const token = await shown.getByRole('textbox', { name: 'Your new API token' }).inputValue();
    expect(token.length).toBeGreaterThan(20);
    await shown.getByRole('button', { name: 'Copy token' }).click();
    await expect(shown.getByRole('button', { name: 'Copy token: copied' })).toBeVisible();
    await shown.getByRole('button', { name: 'Done' }).click();
    const tokenItem = page.getByRole('listitem', { name: 'Reporting script' });
    await expect(tokenItem.getByText(/Never used/)).toBeVisible();

    // The token reads as the creator, without a session cookie, and is refused a write.
    const authorization = { authorization: `Bearer ${token}` };
    const listed = await request.get('/api/portals', { headers: authorization });
    expect(listed.status(), await listed.text()).toBe(200);
    expect(await listed.json()).toMatchObject({ portals: [] });
    const refused = await request.post('/api/portals', { headers: authorization, data: { name: 'Not allowed' } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toMatch(/may only read/);
    await page.reload();
    await expect(tokenItem.getByText(/Last used \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

    // A portal to comment on, made with the creator's own session.
    const portalAnswer = await page.request.post('/api/portals', {
      headers: { origin: baseURL },
      data: { name: 'Webhook check', accessType: 'link', status: 'active' },
    });
    expect(portalAnswer.status(), await portalAnswer.text()).toBe(201);
    const portal = (await portalAnswer.json()) as { shareUrl: string };

    // Settings > Webhooks: an endpoint told about comments, its signing secret shown once.
    await page.goto('/dashboard/settings?tab=webhooks');
    await expect(page.getByText('No webhooks yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add webhook', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add webhook' });
    await add.getByLabel('Webhook URL').fill(receiver.url);
    await add.getByLabel('Description').fill('E2E receiver');
    await add.getByRole('checkbox', { name: 'A client commented' }).check();
    await add.getByRole('button', { name: 'Add webhook' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Webhook added' });
    const secret = await secretDialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    const webhookItem = page.getByRole('listitem', { name: receiver.url });
    await expect(webhookItem.getByText('Delivering')).toBeVisible();
    await expect(webhookItem.getByText(/1 event/)).toBeVisible();

    // A client comments on the portal from a browser of their own.
    const client = await browser.newContext({ baseURL });
    const clientPage = await client.newPage();
    await clientPage.goto(new URL(portal.shareUrl, baseURL).pathname);
    await expect(clientPage.getByRole('heading', { level: 1, name: 'Webhook check' })).toBeVisible();
    const feedback = clientPage.getByRole('region', { name: /Feedback/ });
    await feedback.getByLabel('Your comment').fill('Could the headline be bolder?');
    await feedback.getByLabel('Your name').fill('Jordan Client');
    await feedback.getByRole('button', { name: 'Post comment' }).click();
    await expect(feedback.getByText('Could the headline be bolder?')).toBeVisible();
    await client.close();

    // The receiver gets a signed POST for the comment.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const delivery = receiver.received[0] as Received;
    expect(delivery.method).toBe('POST');
    expect(delivery.url).toBe('/hooks/clientdock');
    expect(delivery.headers['webhook-id']).toBeTruthy();
    expect(delivery.headers['webhook-timestamp']).toMatch(/^\d+$/);
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,/);
    expect(signatureVerifies(secret, delivery)).toBe(true);
    expect(signatureVerifies(`whsec_${Buffer.from('not the secret').toString('base64')}`, delivery)).toBe(false);
    expect(delivery.body).toContain('comment.created');
    expect(delivery.body).toContain('Could the headline be bolder?');

    // The delivery log shows it, answered 200, without a reload.
    await webhookItem.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: /^Delivery log/ });
    const logged = log.getByRole('listitem', { name: 'comment.created' });
    await expect(logged.getByText('Succeeded')).toBeVisible({ timeout: 20_000 });
    await expect(logged.getByText(/HTTP 200/)).toBeVisible();
    await logged.getByRole('button', { name: 'Details' }).click();
    await expect(logged.getByLabel('Payload sent')).toContainText('Could the headline be bolder?');
    await expect(logged.getByLabel('Response (HTTP 200)')).toHaveText('ok');
  } finally {
    await receiver.close();
  }
});
