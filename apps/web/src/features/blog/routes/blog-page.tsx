import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import MuiLink from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { errorMessage } from '@/lib/api-client';
import { useBlogPosts } from '../api/get-posts';
import { PostCard } from '../components/post-card';

function PostsSkeleton() {
  return (
    <Grid container spacing={3} aria-busy="true" aria-label="Loading articles">
      {[0, 1, 2].map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card sx={{ p: 3 }}>
            <Skeleton width="30%" />
            <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} />
            <Skeleton variant="text" sx={{ fontSize: '1.5rem' }} width="70%" />
            <Skeleton height={64} />
            <Skeleton width="50%" />
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

function EmptyBlog({ tag }: { tag?: string }) {
  return (
    <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <ArticleOutlined color="primary" sx={{ fontSize: 48, mb: 2 }} aria-hidden />
      <Typography variant="h6" component="h2" gutterBottom>
        {tag ? `No articles tagged “${tag}” yet` : 'No articles yet'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 520, mx: 'auto' }}>
        The first posts are on their way. Meanwhile, the guide explains every part of ClientDock, and the help center
        answers the common questions.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {tag ? (
          <Button component={Link} to="/blog" variant="contained">
            All articles
          </Button>
        ) : (
          <Button component={Link} to="/docs" variant="contained">
            Read the guide
          </Button>
        )}
        <Button component={Link} to="/help" variant="outlined">
          Visit the help center
        </Button>
      </Stack>
    </Card>
  );
}

export default function BlogPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const tag = params.get('tag') ?? undefined;
  const posts = useBlogPosts(page, tag);
  const pageCount = posts.data ? Math.ceil(posts.data.total / posts.data.pageSize) : 0;

  return (
    <PageFrame
      eyebrow="Blog"
      title="Notes on client work"
      description="Articles from the ClientDock team about sharing work with clients, getting sign-off, and what is new in the product."
      meta={{
        title: 'Blog',
        description:
          'The ClientDock blog: sharing deliverables with clients, approvals, branding, self-hosting and product news.',
      }}
    >
      {tag && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Articles tagged “{tag}”.{' '}
          <MuiLink component={Link} to="/blog">
            Show all
          </MuiLink>
        </Typography>
      )}
      {posts.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => posts.refetch()}>
              Try again
            </Button>
          }
        >
          The articles could not be loaded: {errorMessage(posts.error)}
        </Alert>
      )}
      {posts.isPending && <PostsSkeleton />}
      {posts.data && posts.data.posts.length === 0 && <EmptyBlog tag={tag} />}
      {posts.data && posts.data.posts.length > 0 && (
        <Stack spacing={4}>
          <Grid container spacing={3}>
            {posts.data.posts.map((post) => (
              <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <PostCard post={post} />
              </Grid>
            ))}
          </Grid>
          {pageCount > 1 && (
            <Pagination
              count={pageCount}
              page={page}
              onChange={(_event, next) => {
                const nextParams = new URLSearchParams(params);
                nextParams.set('page', String(next));
                setParams(nextParams);
              }}
              sx={{ alignSelf: 'center' }}
              getItemAriaLabel={(type, item) =>
                type === 'page' ? `Page ${item}` : type === 'next' ? 'Next page' : 'Previous page'
              }
            />
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
