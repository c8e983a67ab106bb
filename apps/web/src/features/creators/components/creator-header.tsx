import { type CreatorPage, SOCIAL_PLATFORMS, type SocialPlatform } from '@clientdock/shared';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import GitHub from '@mui/icons-material/GitHub';
import Instagram from '@mui/icons-material/Instagram';
import Language from '@mui/icons-material/Language';
import LinkedIn from '@mui/icons-material/LinkedIn';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Public from '@mui/icons-material/Public';
import VerifiedRounded from '@mui/icons-material/VerifiedRounded';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import X from '@mui/icons-material/X';
import YouTube from '@mui/icons-material/YouTube';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate, getInitials } from '@/lib/format';
import { SOCIAL_LABELS, schemeOf } from '../lib/profile-look';

const SOCIAL_ICONS: Record<SocialPlatform, ReactNode> = {
  website: <Language />,
  twitter: <X />,
  linkedin: <LinkedIn />,
  instagram: <Instagram />,
  dribbble: <Public />,
  behance: <Public />,
  github: <GitHub />,
  youtube: <YouTube />,
};

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'inline-flex', '& svg': { fontSize: 18 } }}>
        {icon}
      </Box>
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** Banner, avatar, name, who they are and where to find them. */
export function CreatorHeader({ creator }: { creator: CreatorPage }) {
  const [from, to] = schemeOf(creator.colorTemplate);
  const links = SOCIAL_PLATFORMS.filter((platform) => creator.socialLinks[platform]);
  return (
    <Box>
      <Box
        sx={{
          height: { xs: 140, sm: 220 },
          borderRadius: { xs: 0, sm: 4 },
          mx: { xs: -2, sm: 0 },
          background: `linear-gradient(135deg, ${from}, ${to})`,
          overflow: 'hidden',
        }}
      >
        {creator.banner && (
          <Box
            component="img"
            src={creator.banner}
            alt=""
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              objectPosition: `center ${creator.bannerPosition}%`,
            }}
          />
        )}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1.5, sm: 3 }}
        sx={{ px: { xs: 0, sm: 4 }, mt: { xs: -5, sm: -6 }, alignItems: { xs: 'flex-start', sm: 'flex-end' } }}
      >
        <Avatar
          src={creator.avatar ?? undefined}
          alt=""
          sx={{
            width: { xs: 96, sm: 128 },
            height: { xs: 96, sm: 128 },
            fontSize: { xs: 32, sm: 40 },
            fontWeight: 700,
            bgcolor: from,
            border: 4,
            borderColor: 'background.default',
          }}
        >
          {getInitials(creator.displayName)}
        </Avatar>
        <Box sx={{ pb: { sm: 1 }, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {creator.displayName}
            </Typography>
            {creator.verified && (
              <Tooltip title="Verified creator">
                <VerifiedRounded color="primary" aria-label="Verified creator" role="img" />
              </Tooltip>
            )}
          </Stack>
          {creator.businessName && (
            <Typography variant="subtitle1" color="text.secondary">
              {creator.businessName}
            </Typography>
          )}
        </Box>
      </Stack>
      <Stack spacing={2} sx={{ px: { xs: 0, sm: 4 }, mt: 2.5 }}>
        <Stack direction="row" useFlexGap spacing={2.5} sx={{ flexWrap: 'wrap' }}>
          {creator.location && <Meta icon={<PlaceOutlined />}>{creator.location}</Meta>}
          {creator.experience && <Meta icon={<WorkspacePremiumOutlined />}>{creator.experience}</Meta>}
          <Meta icon={<CalendarMonthOutlined />}>Joined {formatDate(creator.joinedDate)}</Meta>
        </Stack>
        {creator.bio && (
          <Typography sx={{ maxWidth: 760, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {creator.bio}
          </Typography>
        )}
        {(creator.badges.length > 0 || creator.expertise.length > 0) && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {creator.badges.map((badge) => (
              <Chip
                key={`badge-${badge}`}
                label={badge}
                color="primary"
                size="small"
                icon={<WorkspacePremiumOutlined />}
              />
            ))}
            {creator.expertise.map((skill) => (
              <Chip key={skill} label={skill} size="small" variant="outlined" />
            ))}
          </Stack>
        )}
        {links.length > 0 && (
          <Stack direction="row" spacing={0.5} aria-label="Links">
            {links.map((platform) => (
              <Tooltip key={platform} title={SOCIAL_LABELS[platform]}>
                <IconButton
                  component="a"
                  href={creator.socialLinks[platform]}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  aria-label={SOCIAL_LABELS[platform]}
                >
                  {SOCIAL_ICONS[platform]}
                </IconButton>
              </Tooltip>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
