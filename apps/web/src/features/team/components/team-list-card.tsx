import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled card of the team page holding one list: members, or invitations waiting for an answer. */
export function TeamListCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  /** The rows (TeamListRow); nothing when the list is empty. */
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <Box sx={{ px: { xs: 2.5, sm: 3 }, pt: { xs: 2.5, sm: 3 }, pb: children ? 1 : 3 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      {children && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {children}
        </Box>
      )}
    </Card>
  );
}

/** One person or invitation: who it is on the left, what can be done with it on the right. */
export function TeamListRow({ label, main, children }: { label: string; main: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      aria-label={label}
      sx={{
        px: { xs: 2.5, sm: 3 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1.5, sm: 2 },
        alignItems: { xs: 'stretch', sm: 'center' },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0, flexGrow: 1 }}>
        {main}
      </Stack>
      {children}
    </Box>
  );
}
