import { getRoleDisplayName, type Portal } from '@clientdock/shared';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { AccessChip, StatusChip } from './status-chip';
import { useOpenAsClient } from './use-open-as-client';

interface PortalCardProps {
  portal: Portal;
  onCopyLink: (portal: Portal) => void;
  onArchive: (portal: Portal) => void;
}

function Count({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ minWidth: 44 }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
        {formatNumber(value)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export function PortalCard({ portal, onCopyLink, onArchive }: PortalCardProps) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const menuId = useId();
  const editPath = `/dashboard/edit/${portal.id}`;
  // Clients get "unavailable" for drafts, archived and expired portals; an editor's preview opens drafts too.
  const openAsClient = useOpenAsClient(portal);
  const canOpen = openAsClient.canOpen;
  // A team viewer only looks; the card offers what their role allows (spec §6).
  const canEdit = portal.access?.canEdit ?? true;
  const teamRole = portal.access && portal.access.role !== 'owner' ? portal.access.role : null;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ p: 2.5, flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere', lineHeight: 1.35 }}
          >
            <Box
              component={RouterLink}
              to={editPath}
              sx={{ color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
            >
              {portal.name}
            </Box>
          </Typography>
          <StatusChip status={portal.status} />
        </Stack>
        {portal.description && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              mb: 1.5,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {portal.description}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
          <AccessChip accessType={portal.accessType} />
          {teamRole && (
            <Chip
              size="small"
              variant="outlined"
              label={canEdit ? getRoleDisplayName({ userType: 'team_member', teamRole }) : 'View only'}
              color={canEdit ? 'primary' : 'default'}
            />
          )}
          <Typography variant="caption" color="text.secondary">
            {portal.expiresAt ? `Expires ${formatDate(portal.expiresAt)}` : 'No expiry'}
          </Typography>
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 1 }}>
          <Count value={portal.counts.files} label={portal.counts.files === 1 ? 'file' : 'files'} />
          <Count value={portal.counts.views} label={portal.counts.views === 1 ? 'view' : 'views'} />
          <Count value={portal.counts.downloads} label={portal.counts.downloads === 1 ? 'download' : 'downloads'} />
          <Count value={portal.counts.comments} label={portal.counts.comments === 1 ? 'comment' : 'comments'} />
          <Count value={portal.counts.approvals} label={portal.counts.approvals === 1 ? 'approval' : 'approvals'} />
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
          {portal.counts.lastAccessedAt ? (
            <>
              Last accessed{' '}
              <time dateTime={portal.counts.lastAccessedAt} title={formatDateTime(portal.counts.lastAccessedAt)}>
                {formatDate(portal.counts.lastAccessedAt)}
              </time>
            </>
          ) : (
            'Not opened by a client yet'
          )}
          {` · Updated ${formatDate(portal.updatedAt)}`}
        </Typography>
      </CardContent>
      <Divider />
      <CardActions sx={{ px: 1.5, py: 1, gap: 0.5 }}>
        <Button
          component={RouterLink}
          to={editPath}
          startIcon={canEdit ? <EditOutlined /> : <VisibilityOutlined />}
          aria-label={`${canEdit ? 'Edit' : 'View'} ${portal.name}`}
        >
          {canEdit ? 'Edit' : 'View'}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title="Copy link">
          <IconButton aria-label={`Copy link to ${portal.name}`} onClick={() => onCopyLink(portal)} size="large">
            <ContentCopyRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={canOpen ? 'Open as client' : 'Clients can open it once it is active'}>
          <span>
            <IconButton
              component="a"
              href={portal.shareUrl}
              target="_blank"
              rel="noopener"
              onClick={openAsClient.onClick}
              aria-label={`Open ${portal.name} as client`}
              size="large"
              disabled={!canOpen || openAsClient.isOpening}
            >
              <OpenInNewRounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
        {canEdit && (
          <IconButton
            aria-label={`More actions for ${portal.name}`}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? 'true' : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            size="large"
          >
            <MoreVertRounded fontSize="small" />
          </IconButton>
        )}
        <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
          <MenuItem component={RouterLink} to={`/portal-layout-builder?portalId=${encodeURIComponent(portal.id)}`}>
            <ListItemIcon>
              <DashboardCustomizeOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Layout builder</ListItemText>
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              onArchive(portal);
            }}
          >
            <ListItemIcon>
              <ArchiveOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Archive</ListItemText>
          </MenuItem>
        </Menu>
      </CardActions>
    </Card>
  );
}
