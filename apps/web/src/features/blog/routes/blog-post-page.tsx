import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { ArticleBody } from '@/components/article-body';
import { PageMeta } from '@/components/page-meta';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useBlogPost } from '../api/get-posts';
import { PostMetaLine } from '../components/post-meta-line';

function BackLink() {
  return (
    <Button component={Link} to="/blog" startIcon={<ArrowBackRounded />} sx={{ mb: 3, ml: -1 }}>
      All articles
    </Button>
  );
}

export default function BlogPostPage() {
  const { postId = '' } = useParams();
  const post = useBlogPost(postId);

  if (post.isPending) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} aria-busy="true" aria-label="Loading the article">
        <BackLink />
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="60%" />
        <Skeleton width="40%" sx={{ mb: 4 }} />
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={96} />
        ))}
      </Container>
    );
  }

  if (post.isError) {
    const isMissing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
        <PageMeta
          title="Article not found"
          description="This article does not exist or is no longer published."
          noindex
        />
        <BackLink />
        <Typography variant="h4" component="h1" gutterBottom>
          {isMissing ? 'Article not found' : 'The article could not be loaded'}
        </Typography>
        <Alert severity={isMissing ? 'info' : 'error'}>{errorMessage(post.error)}</Alert>
      </Container>
    );
  }

  const article = post.data;
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }} aria-labelledby="article-title">
      <PageMeta title={article.title} description={article.excerpt || article.title} type="article" />
      <BackLink />
      {article.tags.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
          {article.tags.map((tag) => (
            <Chip
              key={tag}
              label={tag}
              size="small"
              component={Link}
              to={`/blog?tag=${encodeURIComponent(tag)}`}
              clickable
            />
          ))}
        </Stack>
      )}
      <Typography
        id="article-title"
        variant="h3"
        component="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}
      >
        {article.title}
      </Typography>
      {article.excerpt && (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 2 }}>
          {article.excerpt}
        </Typography>
      )}
      <PostMetaLine post={article} />
      {article.coverImage && (
        <Box
          component="img"
          src={article.coverImage}
          alt=""
          sx={{ width: '100%', borderRadius: 3, mt: 4, aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      )}
      <ArticleBody html={article.content} sx={{ mt: 4 }} />
    </Container>
  );
}
