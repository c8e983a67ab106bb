import type {
  AdminBlogPost,
  AdminBlogPostList,
  BlogPostCreate,
  BlogPostUpdate,
  BlogPreview,
  UploadedImage,
} from '@clientdock/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const adminBlogKeys = {
  all: ['admin', 'blog'] as const,
  list: () => [...adminBlogKeys.all, 'list'] as const,
  post: (id: string) => [...adminBlogKeys.all, 'post', id] as const,
};

export const adminBlogPostsQueryOptions = () =>
  queryOptions({
    queryKey: adminBlogKeys.list(),
    queryFn: ({ signal }) => api.get<AdminBlogPostList>('/api/admin/blog', { signal }),
  });

export function useAdminBlogPosts() {
  return useQuery(adminBlogPostsQueryOptions());
}

export function useAdminBlogPost(id: string | null) {
  return useQuery({
    queryKey: adminBlogKeys.post(id ?? ''),
    queryFn: ({ signal }) => api.get<AdminBlogPost>(`/api/admin/blog/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
  });
}

function useRefreshPosts() {
  const queryClient = useQueryClient();
  return (post?: AdminBlogPost) => {
    if (post) queryClient.setQueryData(adminBlogKeys.post(post.id), post);
    // The public blog may show the change too.
    void queryClient.invalidateQueries({ queryKey: adminBlogKeys.list() });
    void queryClient.invalidateQueries({ queryKey: ['blog'] });
  };
}

export function useCreateBlogPost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (input: BlogPostCreate) => api.post<AdminBlogPost>('/api/admin/blog', input),
    onSuccess: (post) => refresh(post),
  });
}

export function useUpdateBlogPost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: BlogPostUpdate }) =>
      api.patch<AdminBlogPost>(`/api/admin/blog/${encodeURIComponent(id)}`, changes),
    onSuccess: (post) => refresh(post),
  });
}

export function useDeleteBlogPost() {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/admin/blog/${encodeURIComponent(id)}`),
    onSuccess: () => refresh(),
  });
}

export function previewMarkdown(markdown: string, signal?: AbortSignal) {
  return api.post<BlogPreview>('/api/admin/blog/preview', { markdown }, { signal });
}

export function useUploadBlogImage() {
  return useMutation({
    mutationFn: (file: File) => api.upload<UploadedImage>('/api/admin/blog/images', file),
  });
}
