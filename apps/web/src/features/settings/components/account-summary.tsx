import type { Me } from '@clientdock/shared';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Fragment } from 'react';
import { formatDate } from '@/lib/format';

export function AccountSummary({ me }: { me: Me }) {
  const rows = [
    { label: 'Name', value: me.displayName || '—' },
    { label: 'Email', value: me.email },
    { label: 'Role', value: me.roleDisplayName },
    { label: 'Member since', value: formatDate(me.createdAt) },
  ];
  return (
    <Card component="section" aria-label="Account">
      <List disablePadding>
        {rows.map((row, index) => (
          <Fragment key={row.label}>
            {index > 0 && <Divider component="li" />}
            <ListItem sx={{ px: 3, py: 1.5 }}>
              <ListItemText
                primary={row.value}
                secondary={row.label}
                slotProps={{ secondary: { sx: { order: -1 } } }}
                sx={{ display: 'flex', flexDirection: 'column' }}
              />
            </ListItem>
          </Fragment>
        ))}
      </List>
    </Card>
  );
}
