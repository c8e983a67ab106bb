import type { AdminBlogPostSummary } from '@clientdock/shared';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { STATE_COLORS, STATE_LABELS, stateLine } from '../../lib/blog-post-state';

interface BlogPostsTableProps {
  posts: AdminBlogPostSummary[];
  busyId: string | null;
  onPublish: (post: AdminBlogPostSummary) => void;
  onUnpublish: (post: AdminBlogPostSummary) => void;
  onDelete: (post: AdminBlogPostSummary) => void;
}

const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

/** Every post with its status; the title opens the editor, the menu publishes, unpublishes or deletes. */
export function BlogPostsTable({ posts, busyId, onPublish, onUnpublish, onDelete }: BlogPostsTableProps) {
  const [menu, setMenu] = useState<{ anchor: HTMLElement; post: AdminBlogPostSummary } | null>(null);
  const close = () => setMenu(null);
  const act = (action: (post: AdminBlogPostSummary) => void) => () => {
    if (menu) action(menu.post);
    close();
  };
  return (
    <>
      <Table aria-label="Blog posts">
        <TableHead>
          <TableRow>
            <TableCell>Post</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={wideOnly}>Tags</TableCell>
            <TableCell sx={wideOnly}>Author</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {posts.map((post) => (
            <TableRow key={post.id} hover aria-busy={busyId === post.id}>
              <TableCell sx={{ minWidth: 0, maxWidth: 420 }}>
                <Link
                  component={RouterLink}
                  to={`?edit=${encodeURIComponent(post.id)}`}
                  underline="hover"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                >
                  {post.title}
                </Link>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere', display: { xs: 'none', sm: 'block' } }}
                >
                  /blog/{post.slug}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" label={STATE_LABELS[post.state]} color={STATE_COLORS[post.state]} />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="p"
                  sx={{ mt: 0.5, whiteSpace: { sm: 'nowrap' } }}
                >
                  {stateLine(post)}
                </Typography>
              </TableCell>
              <TableCell sx={wideOnly}>
                <Typography variant="body2" color="text.secondary">
                  {post.tags.join(', ') || '—'}
                </Typography>
              </TableCell>
              <TableCell sx={wideOnly}>
                <Typography variant="body2">{post.authorName || '—'}</Typography>
              </TableCell>
              <TableCell align="right" padding="checkbox" sx={{ pr: 1 }}>
                <IconButton
                  aria-label={`Actions for ${post.title}`}
                  aria-haspopup="menu"
                  disabled={busyId === post.id}
                  onClick={(event) => setMenu({ anchor: event.currentTarget, post })}
                >
                  <MoreVert />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={close}>
        <MenuItem component={RouterLink} to={`?edit=${encodeURIComponent(menu?.post.id ?? '')}`} onClick={close}>
          Edit
        </MenuItem>
        {menu?.post.state === 'published' && (
          <MenuItem component="a" href={`/blog/${menu.post.slug}`} target="_blank" rel="noopener" onClick={close}>
            View on the blog
          </MenuItem>
        )}
        {menu?.post.status === 'published' ? (
          <MenuItem onClick={act(onUnpublish)}>Unpublish</MenuItem>
        ) : (
          <MenuItem onClick={act(onPublish)}>Publish</MenuItem>
        )}
        <MenuItem onClick={act(onDelete)} sx={{ color: 'error.main' }}>
          Delete…
        </MenuItem>
      </Menu>
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
