import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/** The public creator profile is edited on its own page; this is the way there from the profile tab. */
export function CreatorProfileLink() {
  return (
    <Card>
      <CardActionArea component={Link} to="/dashboard/creator-settings" sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <div>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              Creator profile
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Your public page for the template marketplace: banner, bio, expertise and links.
            </Typography>
          </div>
          <ChevronRightRounded color="action" aria-hidden />
        </Stack>
      </CardActionArea>
    </Card>
  );
}
