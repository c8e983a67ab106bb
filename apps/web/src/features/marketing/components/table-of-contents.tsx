import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Links to the sections of a long page. */
export function TableOfContents({
  items,
  label = 'On this page',
}: {
  items: Array<{ id: string; title: string }>;
  label?: string;
}) {
  return (
    <nav aria-label={label}>
      <Typography variant="overline" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <li key={item.id}>
            <MuiLink href={`#${item.id}`} underline="hover" variant="body2" color="text.secondary">
              {item.title}
            </MuiLink>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
