import { blogAdminMessages, messages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNonAdmins, expectAdminOnly, expectPermissionRequired, type NonAdmins } from '../../../test/admin-access';
import { buildTestApp } from '../../../test/build-app';
import { as, signUp, type TestUser } from '../../../test/factories';
import { solidPng } from '../../../test/images';
import { fileUpload } from '../../../test/multipart';

let app: FastifyInstance;
let admin: TestUser;
let others: NonAdmins;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await signUp(app, { email: 'editor-in-chief@example.com', name: 'Grace Hopper' });
  others = await createNonAdmins(app);
});
afterAll(async () => {
  await app.close();
});

const DAY = 86_400_000;

async function create(payload: Record<string, unknown>) {
  return as(admin, app, { method: 'POST', url: '/api/admin/blog', payload });
}

async function createOk(payload: Record<string, unknown>) {
  const res = await create(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const png = (width = 1200, height = 630) => solidPng('#2563eb', width, height);

describe('admin blog access (spec §6)', () => {
  it('refuses creators and team members with the spec’s message on every route', async () => {
    const post = await createOk({ title: 'Access check' });
    const requests = [
      { method: 'GET' as const, url: '/api/admin/blog' },
      { method: 'POST' as const, url: '/api/admin/blog', payload: { title: 'Nope' } },
      { method: 'GET' as const, url: `/api/admin/blog/${post.id}` },
      { method: 'PATCH' as const, url: `/api/admin/blog/${post.id}`, payload: { title: 'Nope' } },
      { method: 'DELETE' as const, url: `/api/admin/blog/${post.id}` },
      { method: 'POST' as const, url: '/api/admin/blog/preview', payload: { markdown: '# x' } },
      {
        method: 'POST' as const,
        url: '/api/admin/blog/images',
        ...fileUpload(await png(10, 10), 'a.png', 'image/png'),
      },
    ];
    for (const request of requests) await expectAdminOnly(app, others, request);
    for (const request of requests) await expectPermissionRequired(app, others.plainAdmin, request, 'blog:write');
    await app.ctx.repos.users.setPermissions(others.plainAdmin.id, ['blog:write']);
    expect((await as(others.plainAdmin, app, { method: 'GET', url: '/api/admin/blog' })).statusCode).toBe(200);
    await app.ctx.repos.users.setPermissions(others.plainAdmin.id, []);
    expect((await as(admin, app, { method: 'GET', url: `/api/admin/blog/${post.id}` })).json().title).toBe(
      'Access check',
    );
  });
});

describe('writing and publishing posts', () => {
  it('creates a draft from a title, with an address made from it, unseen by the public', async () => {
    const post = await createOk({ title: 'Custom domains, step by step!', markdown: 'Point a **CNAME** at us.' });
    expect(post).toMatchObject({
      slug: 'custom-domains-step-by-step',
      status: 'draft',
      state: 'draft',
      publishedAt: null,
      authorName: 'Grace Hopper',
      markdown: 'Point a **CNAME** at us.',
      html: '<p>Point a <strong>CNAME</strong> at us.</p>\n',
    });
    const again = await createOk({ title: 'Custom domains, step by step' });
    expect(again.slug).toBe('custom-domains-step-by-step-2');
    expect((await app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}` })).statusCode).toBe(404);
    const list = (await as(admin, app, { method: 'GET', url: '/api/admin/blog' })).json().posts;
    expect(list.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([post.id, again.id]));
    expect(list[0]).not.toHaveProperty('markdown');
  });

  it('publishes, so a visitor reads the rendered post, then unpublishes', async () => {
    const post = await createOk({
      title: 'What a client sees',
      excerpt: 'A tour of the client portal.',
      tags: ['Portals', 'portals', 'Clients'],
      markdown: '## Files first\n\n- Preview\n- Download\n\n| Plan | Portals |\n|---|---|\n| Pro | 10 |',
    });
    expect(post.tags).toEqual(['Portals', 'Clients']);
    const published = await as(admin, app, {
      method: 'PATCH',
      url: `/api/admin/blog/${post.id}`,
      payload: { status: 'published' },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', state: 'published' });
    expect(Date.now() - Date.parse(published.json().publishedAt)).toBeLessThan(60_000);

    const read = await app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().content).toContain('<h2>Files first</h2>');
    expect(read.json().content).toContain('<li>Preview</li>');
    expect(read.json().content).toContain('<td>Pro</td>');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/blog/${post.slug}`);

    await as(admin, app, { method: 'PATCH', url: `/api/admin/blog/${post.id}`, payload: { status: 'draft' } });
    expect((await app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(`/blog/${post.slug}`);
  });

  it('schedules a post that appears once its date has passed', async () => {
    const at = new Date(Date.now() + 2 * DAY).toISOString();
    const post = await createOk({ title: 'Spring release notes', status: 'published', publishedAt: at });
    expect(post).toMatchObject({ status: 'published', state: 'scheduled', publishedAt: at });
    expect((await app.inject({ method: 'GET', url: `/api/blog/posts/${post.id}` })).statusCode).toBe(404);
    const later = new Date(Date.now() + 3 * DAY);
    app.ctx.clock = () => later;
    try {
      expect((await app.inject({ method: 'GET', url: `/api/blog/posts/${post.id}` })).statusCode).toBe(200);
      const listed = (await as(admin, app, { method: 'GET', url: `/api/admin/blog/${post.id}` })).json();
      expect(listed.state).toBe('published');
    } finally {
      app.ctx.clock = () => new Date();
    }
  });

  it('keeps addresses unique, answering 409 with a message to act on', async () => {
    const first = await createOk({ title: 'One', slug: 'taken-address' });
    const second = await createOk({ title: 'Two' });
    const clash = await create({ title: 'Three', slug: 'taken-address' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.message).toBe(blogAdminMessages.slugTaken);
    const patch = await as(admin, app, {
      method: 'PATCH',
      url: `/api/admin/blog/${second.id}`,
      payload: { slug: 'Taken-Address' },
    });
    expect(patch.statusCode).toBe(409);
    const own = await as(admin, app, {
      method: 'PATCH',
      url: `/api/admin/blog/${first.id}`,
      payload: { slug: 'taken-address', title: 'One, renamed' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('deletes a post, and answers 404 for unknown posts', async () => {
    const post = await createOk({ title: 'Short-lived', status: 'published' });
    const res = await as(admin, app, { method: 'DELETE', url: `/api/admin/blog/${post.id}` });
    expect(res.statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `/api/blog/posts/${post.id}` })).statusCode).toBe(404);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const missing = await as(admin, app, {
        method,
        url: `/api/admin/blog/${post.id}`,
        ...(method === 'PATCH' ? { payload: { title: 'x' } } : {}),
      });
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json().error.message).toBe(blogAdminMessages.postNotFound);
    }
  });

  it.each([
    [{}, blogAdminMessages.titleRequired],
    [{ title: '   ' }, blogAdminMessages.titleRequired],
    [{ title: 't'.repeat(201) }, blogAdminMessages.titleTooLong],
    [{ title: 'x', slug: 'Not a slug!' }, blogAdminMessages.slugInvalid],
    [{ title: 'x', excerpt: 'e'.repeat(301) }, blogAdminMessages.excerptTooLong],
    [{ title: 'x', markdown: 'm'.repeat(100_001) }, blogAdminMessages.markdownTooLong],
    [{ title: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, blogAdminMessages.tooManyTags],
    [{ title: 'x', tags: [''] }, blogAdminMessages.tagInvalid],
    [{ title: 'x', coverImage: 'https://evil.example/track.png' }, blogAdminMessages.coverInvalid],
    [{ title: 'x', publishedAt: 'next tuesday' }, blogAdminMessages.publishDateInvalid],
    [{ title: 'x', status: 'live' }, 'Status must be draft or published'],
  ])('refuses bad input with a clear 400 (%#)', async (payload, message) => {
    const res = await create(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('refuses an empty change and a body that is not an object', async () => {
    const post = await createOk({ title: 'Stable' });
    const empty = await as(admin, app, { method: 'PATCH', url: `/api/admin/blog/${post.id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(blogAdminMessages.nothingToChange);
    const junk = await as(admin, app, {
      method: 'POST',
      url: '/api/admin/blog',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(junk.statusCode).toBe(400);
  });
});

describe('Markdown is rendered safely (no script can get through)', () => {
  const attacks = [
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '<a href="&#106;avascript:alert(1)">click</a>',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '<svg onload="alert(1)"></svg>',
    '<iframe src="https://evil.example"></iframe>',
    '<div onclick="alert(1)" style="background:url(javascript:alert(1))">hi</div>',
    '<details open ontoggle="alert(1)">x</details>',
    '<form action="https://evil.example"><button>go</button></form>',
  ];

  it('strips script, event handlers and javascript: URLs from the stored, previewed and read HTML', async () => {
    const markdown = `# Safe heading\n\n${attacks.join('\n\n')}\n\n[fine link](https://clientdock.example/docs)`;
    const post = await createOk({ title: 'Injection attempts', markdown, status: 'published' });
    const preview = (
      await as(admin, app, { method: 'POST', url: '/api/admin/blog/preview', payload: { markdown } })
    ).json().html;
    const read = (await app.inject({ method: 'GET', url: `/api/blog/posts/${post.slug}` })).json().content;
    for (const html of [post.html, preview, read]) {
      expect(html).toContain('<h1>Safe heading</h1>');
      expect(html).toContain('<a href="https://clientdock.example/docs" rel="noopener noreferrer nofollow">');
      expect(html).not.toMatch(/<script|<iframe|<svg|<form|<details|\son\w+=|javascript:|data:image|style=/i);
    }
    expect(read).toBe(post.html);
    expect(post.markdown).toBe(markdown);
  });
});

describe('blog images', () => {
  it('stores an uploaded image, serves it publicly, and takes it as a cover', async () => {
    const upload = await as(admin, app, {
      method: 'POST',
      url: '/api/admin/blog/images',
      ...fileUpload(await png(), 'cover.png', 'image/png'),
    });
    expect(upload.statusCode).toBe(201);
    const image = upload.json();
    expect(image).toMatchObject({ mime: 'image/png', width: 1200, height: 630 });
    expect(image.url).toMatch(/^\/api\/blog\/images\/[a-z0-9-]+\.png$/);
    const served = await app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const post = await createOk({ title: 'With a cover', coverImage: image.url, status: 'published' });
    expect((await app.inject({ method: 'GET', url: `/api/blog/posts/${post.id}` })).json().coverImage).toBe(image.url);
    // Deleting the only post that shows it deletes the image too.
    await as(admin, app, { method: 'DELETE', url: `/api/admin/blog/${post.id}` });
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('refuses files that are not JPEG, PNG or WebP, and empty uploads', async () => {
    const text = await as(admin, app, {
      method: 'POST',
      url: '/api/admin/blog/images',
      ...fileUpload('<svg xmlns="http://www.w3.org/2000/svg"></svg>', 'x.svg', 'image/svg+xml'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe(messages.invalidImageType);
    const none = await as(admin, app, {
      method: 'POST',
      url: '/api/admin/blog/images',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(messages.noFileSelected);
    expect((await app.inject({ method: 'GET', url: '/api/blog/images/../../etc.png' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/blog/images/nothing-here.png' })).statusCode).toBe(404);
  });
});
