import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ClientPortalLayout } from './client-portal-layout';

export function PortalSkeleton() {
  return (
    <ClientPortalLayout width="md">
      <Stack spacing={3} aria-busy="true" aria-label="Loading the portal">
        <Box>
          <Skeleton variant="text" width="60%" height={44} />
          <Skeleton variant="text" width="35%" />
        </Box>
        <Skeleton variant="rounded" height={200} sx={{ borderRadius: 3 }} />
        <Card>
          <CardContent>
            <Skeleton width="30%" height={32} />
            {[0, 1, 2].map((key) => (
              <Box key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
                <Skeleton variant="rounded" width={32} height={32} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton width="55%" />
                  <Skeleton width="25%" />
                </Box>
              </Box>
            ))}
          </CardContent>
        </Card>
      </Stack>
    </ClientPortalLayout>
  );
}
