import type { TemplateSummary } from '@clientdock/shared';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { getInitials } from '@/lib/format';
import { VerifiedMark } from './template-badges';

/** Who made the template: ClientDock for the samples, or a creator with a link to their public profile. */
export function CreatorCard({ template }: { template: TemplateSummary }) {
  const official = template.isSampleTemplate;
  const profileLink = !official && template.creatorId && template.creatorProfilePublic;
  return (
    <Card variant="outlined" sx={{ p: 2.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: template.preview.accentColor, width: 48, height: 48, fontWeight: 700 }}>
          {getInitials(template.creatorName)}
        </Avatar>
        <Stack sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
            {official ? 'Official template' : 'Made by'}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{template.creatorName}</Typography>
            {official && <VerifiedMark label="Made by ClientDock" />}
          </Stack>
        </Stack>
        {profileLink && (
          <Button component={Link} to={`/creators/${encodeURIComponent(template.creatorId!)}`} size="small">
            Profile
          </Button>
        )}
      </Stack>
    </Card>
  );
}
