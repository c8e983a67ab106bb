import type { BlogPost, BlogPostList } from '@clientdock/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const blogPostsQueryOptions = (page: number, tag?: string) =>
  queryOptions({
    queryKey: ['blog', 'posts', { page, tag: tag ?? null }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ page: String(page) });
      if (tag) params.set('tag', tag);
      return api.get<BlogPostList>(`/api/blog/posts?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export function useBlogPosts(page: number, tag?: string) {
  return useQuery(blogPostsQueryOptions(page, tag));
}

export const blogPostQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', idOrSlug],
    queryFn: ({ signal }) => api.get<BlogPost>(`/api/blog/posts/${encodeURIComponent(idOrSlug)}`, { signal }),
  });

export function useBlogPost(idOrSlug: string) {
  return useQuery(blogPostQueryOptions(idOrSlug));
}
