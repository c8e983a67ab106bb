import type { Portal, Section } from '@clientdock/shared';
import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { usePortal } from '../api/get-portal';
import { usePortals } from '../api/get-portals';
import { usePortalFiles } from '../api/portal-files';
import { useUpdatePortal } from '../api/update-portal';
import { FeedbackProvider, useNotify } from '../components/feedback';
import { PortalPreview } from '../components/portal-preview';
import { SaveBar } from '../components/save-bar';
import { SectionIcon } from '../components/section-icon';
import { SortableList } from '../components/sortable-list';
import { SECTION_TYPE_INFO } from '../lib/labels';
import { moveItem, sectionTitle } from '../lib/sections';
import { useSectionsDraft } from '../lib/use-sections-draft';

type Device = 'desktop' | 'phone';
const PHONE_WIDTH = 375;

function SectionRow({ section, index, handle }: { section: Section; index: number; handle: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 3, display: 'flex', alignItems: 'center', gap: 1, p: 0.5, pr: 2, mb: 1 }}
    >
      {handle}
      <Typography variant="body2" color="text.secondary" sx={{ width: 20, textAlign: 'center' }} aria-hidden>
        {index + 1}
      </Typography>
      <Box sx={{ color: 'text.secondary', display: 'flex' }} aria-hidden>
        <SectionIcon type={section.type} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {SECTION_TYPE_INFO[section.type].label}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{sectionTitle(section)}</Typography>
      </Box>
    </Paper>
  );
}

function Builder({ portal }: { portal: Portal }) {
  const me = useCurrentUser();
  const notify = useNotify();
  const files = usePortalFiles(portal.id);
  const update = useUpdatePortal(portal.id);
  const { draft, setDraft, isDirty, reset } = useSectionsDraft(portal);
  const [device, setDevice] = useState<Device>('desktop');
  const isArchived = portal.status === 'archived';

  const save = async () => {
    try {
      const saved = await update.mutateAsync({ sections: draft });
      reset(saved.sections);
      notify('Layout saved');
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  if (portal.sections.length === 0 && draft.length === 0)
    return (
      <EmptyPanel
        icon={<ViewAgendaOutlined />}
        title="This portal has no sections yet"
        description="Add a hero, files, a gallery, an update or a form in the editor, then come back to arrange them."
        action={
          <Button component={Link} to={`/dashboard/edit/${portal.id}?tab=sections`} variant="contained">
            Add sections
          </Button>
        }
      />
    );

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Order
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Drag a handle, or focus it and press Space, move with the arrow keys and press Space again.
          </Typography>
          {isArchived && (
            <Alert severity="info">Archived portals are read-only. Restore it to change its layout.</Alert>
          )}
          <Box component="ol" aria-label="Sections" sx={{ m: 0, p: 0 }}>
            <SortableList
              items={draft}
              itemAs="li"
              getId={(section) => section.id}
              getLabel={sectionTitle}
              disabled={isArchived}
              onMove={(from, to) => setDraft(moveItem(draft, from, to))}
              renderItem={(section, index, handle) => <SectionRow section={section} index={index} handle={handle} />}
            />
          </Box>
          <Button
            component={Link}
            to={`/dashboard/edit/${portal.id}?tab=sections`}
            startIcon={<EditOutlined />}
            sx={{ alignSelf: 'flex-start' }}
          >
            Edit section content
          </Button>
          <SaveBar
            isDirty={isDirty}
            isSaving={update.isPending}
            canSave
            saveLabel="Save layout"
            onSave={save}
            onDiscard={() => reset()}
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2">
            Client preview
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={device}
            onChange={(_event, value: Device | null) => value && setDevice(value)}
            aria-label="Preview width"
          >
            <ToggleButton value="desktop" sx={{ px: 2, textTransform: 'none' }}>
              <DesktopWindowsOutlined fontSize="small" sx={{ mr: 1 }} />
              Desktop
            </ToggleButton>
            <ToggleButton value="phone" sx={{ px: 2, textTransform: 'none' }}>
              <PhoneIphoneOutlined fontSize="small" sx={{ mr: 1 }} />
              Phone
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 4, p: { xs: 1, sm: 2 } }}>
          <Paper
            role="region"
            aria-label={`Preview at ${device} width`}
            elevation={0}
            sx={{
              mx: 'auto',
              width: device === 'phone' ? `min(${PHONE_WIDTH}px, 100%)` : '100%',
              borderRadius: device === 'phone' ? 5 : 3,
              border: device === 'phone' ? 8 : 1,
              borderColor: device === 'phone' ? 'grey.900' : 'divider',
              overflow: 'hidden',
              transition: 'width 200ms',
              maxHeight: { md: '75vh' },
              overflowY: 'auto',
            }}
          >
            <PortalPreview
              portal={portal}
              sections={draft}
              files={files.data ?? []}
              brandColor={me.settings.branding?.primaryColor}
            />
          </Paper>
        </Box>
      </Grid>
    </Grid>
  );
}

function BuilderScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const portalId = searchParams.get('portalId') ?? '';
  const choices = usePortals({ sort: 'name', order: 'asc' });
  const portal = usePortal(portalId || undefined);

  const picker = (
    <TextField
      select
      label="Portal"
      value={choices.data?.portals.some((p) => p.id === portalId) || portal.data ? portalId : ''}
      onChange={(event) => setSearchParams({ portalId: event.target.value })}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      disabled={choices.isPending}
      helperText={choices.isError ? errorMessage(choices.error) : undefined}
    >
      {portal.data && !choices.data?.portals.some((p) => p.id === portal.data.id) && (
        <MenuItem value={portal.data.id}>{portal.data.name}</MenuItem>
      )}
      {(choices.data?.portals ?? []).map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );

  let body: ReactNode;
  if (!portalId)
    body =
      choices.data && choices.data.portals.length === 0 ? (
        <EmptyPanel
          icon={<ViewAgendaOutlined />}
          title="No portals to arrange yet"
          description="Create a portal and add sections to it; then arrange them here and preview them as your client will see them."
          action={
            <Button component={Link} to="/dashboard/portals?new=1" variant="contained">
              Create a portal
            </Button>
          }
        />
      ) : (
        <EmptyPanel
          icon={<ViewAgendaOutlined />}
          title="Choose a portal"
          description="Pick the portal whose sections you want to arrange. The preview shows it as your client will."
        />
      );
  else if (portal.isPending)
    body = (
      <Grid container spacing={3} role="status" aria-label="Loading layout">
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={60} sx={{ mb: 1, borderRadius: 3 }} />
          ))}
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <Skeleton variant="rounded" height={420} sx={{ borderRadius: 3 }} />
        </Grid>
      </Grid>
    );
  else if (portal.isError) body = <Alert severity="error">{errorMessage(portal.error)}</Alert>;
  else body = <Builder key={portal.data.id} portal={portal.data} />;

  return (
    <PageFrame
      title="Portal layout builder"
      description="Arrange a portal’s sections in the order your client should read them, and see the result at desktop and phone width."
      actions={picker}
    >
      {body}
    </PageFrame>
  );
}

export default function LayoutBuilderPage() {
  return (
    <FeedbackProvider>
      <BuilderScreen />
    </FeedbackProvider>
  );
}
