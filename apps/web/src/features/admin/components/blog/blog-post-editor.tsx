import { type AdminBlogPost, BLOG_LIMITS, type BlogPostUpdate, blogAdminMessages } from '@clientdock/shared';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { ChipsField } from '@/components/chips-field';
import { useNotify } from '@/components/feedback';
import { PageContainer } from '@/components/page-container';
import { PageMeta } from '@/components/page-meta';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateBlogPost, useDeleteBlogPost, useUpdateBlogPost, useUploadBlogImage } from '../../api/blog-posts';
import { fromLocalInput, STATE_COLORS, STATE_LABELS, stateLine, toLocalInput } from '../../lib/blog-post-state';
import { ConfirmActionDialog } from '../confirm-action-dialog';
import { CoverImageField } from './cover-image-field';
import { MarkdownField } from './markdown-field';

interface Draft {
  title: string;
  slug: string;
  excerpt: string;
  markdown: string;
  coverImage: string | null;
  tags: string[];
  publishAt: string;
}

function draftOf(post: AdminBlogPost | null): Draft {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    markdown: post?.markdown ?? '',
    coverImage: post?.coverImage ?? null,
    tags: post?.tags ?? [],
    publishAt: toLocalInput(post?.publishedAt ?? null),
  };
}

type FieldErrors = Partial<Record<keyof Draft | 'publishedAt', string>>;

function fieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.details) return {};
  const errors: FieldErrors = {};
  for (const detail of error.details as Array<{ path?: string; message?: string }>) {
    const field = (detail.path ?? '').split('.')[0] as keyof FieldErrors;
    if (field && detail.message && !errors[field]) errors[field] = detail.message;
  }
  if (errors.publishedAt) errors.publishAt = errors.publishedAt;
  return errors;
}

interface BlogPostEditorProps {
  /** null for a new post. */
  post: AdminBlogPost | null;
  onSaved: (post: AdminBlogPost) => void;
  onClose: () => void;
}

/** Writing a post: details and cover, Markdown with its live preview, then save, publish or schedule. */
export function BlogPostEditor({ post, onSaved, onClose }: BlogPostEditorProps) {
  const notify = useNotify();
  const initial = useMemo(() => draftOf(post), [post]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirm, setConfirm] = useState<'leave' | 'delete' | null>(null);
  const create = useCreateBlogPost();
  const update = useUpdateBlogPost();
  const remove = useDeleteBlogPost();
  const upload = useUploadBlogImage();
  const busy = create.isPending || update.isPending || remove.isPending;
  const isDirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const isLive = post?.status === 'published';
  const publishAtIso = fromLocalInput(draft.publishAt);
  const schedules = publishAtIso !== null && new Date(publishAtIso) > new Date();

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const uploadImage = async (file: File) => {
    try {
      return (await upload.mutateAsync(file)).url;
    } catch (error) {
      notify(errorMessage(error), 'error');
      return null;
    }
  };

  const save = async (status: 'draft' | 'published' | 'keep', done: string) => {
    const fields: BlogPostUpdate = {
      title: draft.title,
      excerpt: draft.excerpt,
      markdown: draft.markdown,
      coverImage: draft.coverImage,
      tags: draft.tags,
      publishedAt: publishAtIso,
      ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
      ...(status === 'keep' ? {} : { status }),
    };
    try {
      const saved = post
        ? await update.mutateAsync({ id: post.id, changes: fields })
        : await create.mutateAsync({ ...fields, title: draft.title });
      setErrors({});
      setDraft(draftOf(saved));
      notify(done);
      onSaved(saved);
    } catch (error) {
      setErrors(fieldErrors(error));
      notify(errorMessage(error), 'error');
    }
  };

  const deletePost = async () => {
    if (!post) return;
    try {
      await remove.mutateAsync(post.id);
      notify('Post deleted');
      onClose();
    } catch (error) {
      notify(errorMessage(error), 'error');
      setConfirm(null);
    }
  };

  const publishLabel = schedules ? 'Schedule' : 'Publish';
  return (
    <PageContainer>
      <PageMeta title={post ? `Edit: ${post.title}` : 'New post'} description="Write a blog post in Markdown." />
      <Button
        startIcon={<ArrowBackRounded />}
        onClick={() => (isDirty ? setConfirm('leave') : onClose())}
        sx={{ mb: 2, ml: -1 }}
      >
        All posts
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {post ? 'Edit post' : 'New post'}
            </Typography>
            {post && <Chip size="small" label={STATE_LABELS[post.state]} color={STATE_COLORS[post.state]} />}
          </Stack>
          <Typography color="text.secondary">
            {post ? stateLine(post) : 'Drafts stay private until you publish them.'}
            {isDirty ? ' · Unsaved changes' : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {isLive ? (
            <>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => save('draft', 'Post unpublished; it is a draft again')}
              >
                Unpublish
              </Button>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => save('published', schedules ? 'Post scheduled' : 'Post updated')}
              >
                {schedules && post?.state !== 'scheduled' ? 'Schedule' : 'Update'}
              </Button>
            </>
          ) : (
            <>
              <Button variant="outlined" disabled={busy} onClick={() => save('draft', 'Draft saved')}>
                Save draft
              </Button>
              <Button
                variant="contained"
                disabled={busy}
                onClick={() => save('published', schedules ? 'Post scheduled' : 'Post published')}
              >
                {publishLabel}
              </Button>
            </>
          )}
        </Stack>
      </Stack>

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack spacing={2.5}>
                <TextField
                  label="Title"
                  value={draft.title}
                  onChange={(event) => set('title', event.target.value)}
                  error={Boolean(errors.title)}
                  helperText={errors.title}
                  required
                  fullWidth
                  autoFocus={!post}
                  slotProps={{ htmlInput: { maxLength: BLOG_LIMITS.title } }}
                />
                <TextField
                  label="Excerpt"
                  value={draft.excerpt}
                  onChange={(event) => set('excerpt', event.target.value)}
                  error={Boolean(errors.excerpt)}
                  helperText={errors.excerpt ?? 'One or two sentences for the blog list and search results.'}
                  multiline
                  minRows={2}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: BLOG_LIMITS.excerpt } }}
                />
              </Stack>
            </CardContent>
          </Card>
          <MarkdownField
            value={draft.markdown}
            initialHtml={post?.html ?? ''}
            error={errors.markdown}
            onChange={(value) => set('markdown', value)}
            onUploadImage={uploadImage}
          />
        </Stack>

        <Stack spacing={3}>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack spacing={2.5}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                  Publishing
                </Typography>
                <TextField
                  label="Publish date"
                  type="datetime-local"
                  value={draft.publishAt}
                  onChange={(event) => set('publishAt', event.target.value)}
                  error={Boolean(errors.publishAt)}
                  helperText={errors.publishAt ?? 'Empty publishes now; a later date schedules the post until then.'}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
                <TextField
                  label="Address"
                  value={draft.slug}
                  onChange={(event) => set('slug', event.target.value.toLowerCase())}
                  error={Boolean(errors.slug)}
                  helperText={errors.slug ?? `/blog/${draft.slug || 'made-from-the-title'}`}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: BLOG_LIMITS.slug, spellCheck: false } }}
                />
                <ChipsField
                  label="Tags"
                  helperText={`Press Enter after each tag (up to ${BLOG_LIMITS.tags}).`}
                  value={draft.tags}
                  onChange={(tags) => set('tags', tags)}
                  error={errors.tags}
                  maxItems={BLOG_LIMITS.tags}
                  tooManyMessage={blogAdminMessages.tooManyTags}
                />
              </Stack>
            </CardContent>
          </Card>
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
              <CoverImageField
                value={draft.coverImage}
                error={errors.coverImage}
                onUpload={uploadImage}
                onChange={(url) => set('coverImage', url)}
              />
            </CardContent>
          </Card>
          {post && (
            <Card>
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Stack spacing={1.5}>
                  {post.state === 'published' && (
                    <Button href={`/blog/${post.slug}`} target="_blank" rel="noopener">
                      View on the blog
                    </Button>
                  )}
                  <Button color="error" variant="outlined" disabled={busy} onClick={() => setConfirm('delete')}>
                    Delete post
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          )}
          {!post && (
            <Alert severity="info" variant="outlined">
              Leave the address empty and one is made from the title.
            </Alert>
          )}
        </Stack>
      </Box>

      <ConfirmActionDialog
        open={confirm === 'delete'}
        title="Delete this post?"
        message={`“${post?.title ?? ''}” is removed from the blog and the Blog Manager. This cannot be undone.`}
        confirmLabel="Delete post"
        destructive
        busy={remove.isPending}
        onConfirm={deletePost}
        onClose={() => setConfirm(null)}
      />
      <ConfirmActionDialog
        open={confirm === 'leave'}
        title="Leave without saving?"
        message="Your changes to this post have not been saved."
        confirmLabel="Discard changes"
        destructive
        onConfirm={onClose}
        onClose={() => setConfirm(null)}
      />
    </PageContainer>
  );
}
