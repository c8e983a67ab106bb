import type { WaitingOnYouItem } from '@clientdock/shared';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { timeAgo, YOU_KIND } from '../lib/home-text';
import { KindChip } from './kind-chip';

/** Change requests, unanswered comments and new form responses, newest first, each with its one action. */
export function WaitingOnYouList({ items }: { items: WaitingOnYouItem[] }) {
  return (
    <List disablePadding>
      {items.map((item) => {
        const kind = YOU_KIND[item.kind];
        const where = item.fileName ? `${item.fileName} · ${item.portalName}` : item.portalName;
        return (
          <ListItem key={item.id} divider disableGutters sx={{ py: 1.5, alignItems: 'flex-start', gap: 2 }}>
            <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <KindChip kind={item.kind} label={kind.label} />
                <Typography variant="subtitle2" component="span">
                  {item.who}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {timeAgo(item.at)}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {item.text.length > 160 ? `${item.text.slice(0, 157)}…` : item.text}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap>
                {where}
              </Typography>
            </Stack>
            <Button
              component={Link}
              to={item.link}
              variant="outlined"
              size="small"
              aria-label={`${kind.action}: ${item.who}, ${where}`}
              sx={{ flexShrink: 0 }}
            >
              {kind.action}
            </Button>
          </ListItem>
        );
      })}
    </List>
  );
}
