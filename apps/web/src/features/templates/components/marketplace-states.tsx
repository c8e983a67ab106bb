import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel';

export function TemplateGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Grid container spacing={3} role="status" aria-label="Loading templates">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined">
            <Skeleton variant="rectangular" height={150} />
            <Box sx={{ p: 2.5 }}>
              <Skeleton width="30%" />
              <Skeleton width="70%" sx={{ fontSize: '1.3rem' }} />
              <Skeleton />
              <Skeleton width="80%" />
              <Skeleton width="60%" sx={{ mt: 1.5 }} />
            </Box>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

function StatePanel({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <EmptyPanel
      icon={icon}
      title={title}
      description={description}
      action={
        children && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            {children}
          </Stack>
        )
      }
    />
  );
}

/** Nothing matches the search or filters. */
export function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <StatePanel
      icon={<SearchOffRounded />}
      title={query ? `No templates match “${query}”` : 'No templates match these filters'}
      description="Try fewer words, another category or a longer setup time. Every template can be changed after you start from it."
    >
      <Button variant="contained" onClick={onClear}>
        Clear filters
      </Button>
    </StatePanel>
  );
}

/** The marketplace has no templates at all yet. */
export function EmptyMarketplace() {
  return (
    <StatePanel
      icon={<DashboardCustomizeOutlined />}
      title="No templates yet"
      description="Templates appear here once they are published. Build a portal from scratch now, and save its layout as a template for others later."
    >
      <Button component={Link} to="/dashboard/portals" variant="contained">
        Build a portal
      </Button>
      <Button component={Link} to="/features" variant="outlined">
        See what portals can do
      </Button>
    </StatePanel>
  );
}
