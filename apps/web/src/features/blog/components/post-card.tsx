import type { BlogPostSummary } from '@clientdock/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { PostMetaLine } from './post-meta-line';

export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={`/blog/${post.slug}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {post.coverImage && (
          <Box
            component="img"
            src={post.coverImage}
            alt=""
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
          />
        )}
        <CardContent sx={{ p: 3, flexGrow: 1 }}>
          <Stack spacing={1.5}>
            {post.tags.length > 0 && (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {post.tags.map((tag) => (
                  <Chip key={tag} label={tag} size="small" variant="outlined" />
                ))}
              </Stack>
            )}
            <Typography variant="h6" component="h2">
              {post.title}
            </Typography>
            {post.excerpt && (
              <Typography variant="body2" color="text.secondary">
                {post.excerpt}
              </Typography>
            )}
            <PostMetaLine post={post} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
