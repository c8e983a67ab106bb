import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HealthRow } from './health-rows';

export function HealthList({ rows }: { rows: HealthRow[] }) {
  return (
    <Card>
      <List disablePadding aria-label="Service status">
        {rows.map((row, index) => (
          // A divider as its own <li> would be a list item that is not one; the item draws the line instead.
          <ListItem key={row.label} divider={index < rows.length - 1} sx={{ py: 2, px: 3 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              {row.isOk ? <CheckCircleRounded color="success" /> : <ErrorRounded color="error" />}
            </ListItemIcon>
            <ListItemText primary={row.label} secondary={row.detail} />
            <Typography variant="body2" color={row.isOk ? 'success.main' : 'error.main'} sx={{ fontWeight: 600 }}>
              {row.isOk ? 'Operational' : 'Degraded'}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export function HealthListSkeleton() {
  return (
    <Card aria-busy="true" aria-label="Loading status">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} variant="rectangular" height={56} sx={{ m: 2, borderRadius: 1 }} />
      ))}
    </Card>
  );
}
