import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';

export default function BlogPostPage() {
  const { postId } = useParams();
  return (
    <PageFrame
      eyebrow="Blog"
      title="Blog post"
      description={`The article “${postId ?? ''}” from the ClientDock blog.`}
      maxWidth="md"
      actions={
        <Button component={Link} to="/blog">
          All posts
        </Button>
      }
    />
  );
}
