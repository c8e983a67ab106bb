import { BLOG_PAGE_SIZE, type BlogPost, blogMessages } from '@clientdock/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const post: BlogPost = {
  id: 'post-1',
  slug: 'approvals-next-to-the-files',
  title: 'Why approvals belong next to the files',
  excerpt: 'Sign-off hidden in email threads costs a round of revisions.',
  content: '<p>Clients approve what they can see.</p><h2>Receipts</h2><p>Every approval names its version.</p>',
  coverImage: null,
  authorName: 'The ClientDock team',
  tags: ['Approvals'],
  readingMinutes: 4,
  publishedAt: '2026-03-14T09:00:00.000Z',
  updatedAt: '2026-03-14T09:00:00.000Z',
};
const { content: _content, ...summary } = post;
const list = (posts: (typeof summary)[], total = posts.length) => ({
  body: { posts, page: 1, pageSize: BLOG_PAGE_SIZE, total },
});

describe('blog', () => {
  it('says there is nothing yet, and where to read instead', async () => {
    mockApi({ 'GET /api/blog/posts': list([]) });
    renderApp('/blog', { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes on client work' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', '/docs');
  });

  it('lists published posts as links to each article', async () => {
    mockApi({ 'GET /api/blog/posts': list([summary]) });
    renderApp('/blog', { me: null });
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: post.title })).toBeInTheDocument();
    expect(within(article).getByRole('link')).toHaveAttribute('href', '/blog/approvals-next-to-the-files');
    expect(within(article).getByText('03/14/2026')).toBeInTheDocument();
    expect(within(article).getByText('· 4 min read · The ClientDock team')).toBeInTheDocument();
  });

  it('pages through many posts', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/blog/posts': (_init, { url }) =>
        list([{ ...summary, title: `Page ${url.searchParams.get('page')}` }], 20),
    });
    renderApp('/blog', { me: null });
    expect(await screen.findByRole('heading', { name: 'Page 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Page 2' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('page=2'))).toBe(true);
  });

  it('shows an article with its title in the document head', async () => {
    mockApi({ 'GET /api/blog/posts/:id': { body: post } });
    renderApp('/blog/approvals-next-to-the-files', { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Receipts' })).toBeInTheDocument();
    expect(screen.getByText('Every approval names its version.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Approvals' })).toHaveAttribute('href', '/blog?tag=Approvals');
    expect(document.title).toBe(`${post.title} · ClientDock`);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });

  it('draws an article table with the borders the editor preview has', async () => {
    const content = '<table><thead><tr><th>Plan</th></tr></thead><tbody><tr><td>Pro</td></tr></tbody></table>';
    mockApi({ 'GET /api/blog/posts/:id': { body: { ...post, content } } });
    renderApp('/blog/approvals-next-to-the-files', { me: null });
    const cell = await screen.findByRole('cell', { name: 'Pro' });
    expect(getComputedStyle(cell).borderTopStyle).toBe('solid');
    expect(getComputedStyle(screen.getByRole('table')).borderCollapse).toBe('collapse');
  });

  it('says when an article does not exist', async () => {
    mockApi({
      'GET /api/blog/posts/:id': {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: blogMessages.postNotFound } },
      },
    });
    renderApp('/blog/nothing-here', { me: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText(blogMessages.postNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
  });
});
