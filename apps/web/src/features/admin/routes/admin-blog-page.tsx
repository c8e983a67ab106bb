import type { AdminBlogPostSummary, BlogPostState } from '@clientdock/shared';
import AddRounded from '@mui/icons-material/AddRounded';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FeedbackProvider, useNotify } from '@/components/feedback';
import { PageContainer } from '@/components/page-container';
import { PageFrame } from '@/components/page-frame';
import { errorMessage } from '@/lib/api-client';
import { useAdminBlogPost, useAdminBlogPosts, useDeleteBlogPost, useUpdateBlogPost } from '../api/blog-posts';
import { BlogPostEditor } from '../components/blog/blog-post-editor';
import { BlogPostsTable } from '../components/blog/blog-posts-table';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { EmptyState } from '../components/empty-state';
import { QueryErrorAlert } from '../components/query-error-alert';

const DESCRIPTION = 'Write, schedule and publish the posts of the public blog. Posts are written in Markdown.';

type Filter = 'all' | BlogPostState;
const FILTERS: Array<{ value: Filter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'draft', label: 'Drafts' },
];

function ListSkeleton() {
  return (
    <Card role="status" aria-label="Loading posts" sx={{ p: 2 }}>
      {[0, 1, 2, 3].map((row) => (
        <Stack key={row} direction="row" spacing={2} sx={{ py: 1.5, alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton width="50%" />
            <Skeleton width="30%" />
          </Box>
          <Skeleton variant="rounded" width={80} height={24} />
        </Stack>
      ))}
    </Card>
  );
}

function PostsList() {
  const [, setParams] = useSearchParams();
  const notify = useNotify();
  const posts = useAdminBlogPosts();
  const update = useUpdateBlogPost();
  const remove = useDeleteBlogPost();
  const [filter, setFilter] = useState<Filter>('all');
  const [deleting, setDeleting] = useState<AdminBlogPostSummary | null>(null);
  const busyId = update.isPending ? (update.variables?.id ?? null) : null;
  const newPost = (
    <Button variant="contained" startIcon={<AddRounded />} onClick={() => setParams({ edit: 'new' })}>
      New post
    </Button>
  );

  const setStatus = async (post: AdminBlogPostSummary, status: 'draft' | 'published') => {
    try {
      const saved = await update.mutateAsync({ id: post.id, changes: { status } });
      notify(
        status === 'draft'
          ? `“${saved.title}” is a draft again`
          : saved.state === 'scheduled'
            ? `“${saved.title}” is scheduled`
            : `“${saved.title}” is published`,
      );
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify('Post deleted');
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
    setDeleting(null);
  };

  const all = posts.data?.posts ?? [];
  const shown = filter === 'all' ? all : all.filter((post) => post.state === filter);
  const count = (value: Filter) => (value === 'all' ? all.length : all.filter((post) => post.state === value).length);
  return (
    <PageFrame title="Blog Manager" description={DESCRIPTION} actions={newPost}>
      {posts.isPending ? (
        <ListSkeleton />
      ) : posts.isError ? (
        <QueryErrorAlert error={posts.error} onRetry={() => posts.refetch()} what="The posts" />
      ) : all.length === 0 ? (
        <Card>
          <EmptyState
            icon={<ArticleOutlined />}
            title="No posts yet"
            text="Write the first post. It stays a draft until you publish it, then it appears on the public blog and in the sitemap."
            action={newPost}
          />
        </Card>
      ) : (
        <Card>
          <Tabs
            value={filter}
            onChange={(_event, next: Filter) => setFilter(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label="Show posts"
            sx={{
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
              '& .MuiTab-root': { textTransform: 'none', fontWeight: 600 },
            }}
          >
            {FILTERS.map(({ value, label }) => (
              <Tab key={value} value={value} label={`${label} (${count(value)})`} />
            ))}
          </Tabs>
          {shown.length === 0 ? (
            <EmptyState
              icon={<ArticleOutlined />}
              title={`No ${FILTERS.find((f) => f.value === filter)?.label.toLowerCase()} posts`}
              text="Posts move here when their status changes. Choose All to see every post."
            />
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <BlogPostsTable
                posts={shown}
                busyId={busyId}
                onPublish={(post) => setStatus(post, 'published')}
                onUnpublish={(post) => setStatus(post, 'draft')}
                onDelete={setDeleting}
              />
            </Box>
          )}
        </Card>
      )}
      <ConfirmActionDialog
        open={Boolean(deleting)}
        title="Delete this post?"
        message={`“${deleting?.title ?? ''}” is removed from the blog and the Blog Manager. This cannot be undone.`}
        confirmLabel="Delete post"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}

function EditPost({ id }: { id: string }) {
  const [, setParams] = useSearchParams();
  const isNew = id === 'new';
  const post = useAdminBlogPost(isNew ? null : id);
  const close = () => setParams({});
  if (!isNew && post.isPending) {
    return (
      <PageContainer role="status" aria-label="Loading the post">
        <Skeleton width={220} height={48} />
        <Skeleton variant="rounded" height={120} sx={{ my: 3 }} />
        <Skeleton variant="rounded" height={360} />
      </PageContainer>
    );
  }
  if (!isNew && post.isError) {
    return (
      <PageContainer>
        <QueryErrorAlert error={post.error} onRetry={() => post.refetch()} what="This post" />
        <Button onClick={close} sx={{ mt: 2 }}>
          Back to all posts
        </Button>
      </PageContainer>
    );
  }
  return (
    <BlogPostEditor
      key={isNew ? 'new' : id}
      post={isNew ? null : (post.data ?? null)}
      onSaved={(saved) => isNew && setParams({ edit: saved.id }, { replace: true })}
      onClose={close}
    />
  );
}

function BlogManager() {
  const [params] = useSearchParams();
  const editing = params.get('edit');
  return editing ? <EditPost id={editing} /> : <PostsList />;
}

export default function AdminBlogPage() {
  return (
    <FeedbackProvider>
      <BlogManager />
    </FeedbackProvider>
  );
}
