import type { Anchor, PortalFile } from '@clientdock/shared';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState } from 'react';
import { useFileVersions, usePortalComments } from '../../api/file-review';
import { numberThreads, threadsOn } from '../../lib/pins';
import { MediaPlaceControls } from './media-place-controls';
import { NewPinForm } from './new-pin-form';
import { PinThreadList } from './pin-thread-list';
import { ReviewPreview } from './review-preview';

const isMedia = (mime: string) => mime.startsWith('video/') || mime.startsWith('audio/');
const isPinnable = (mime: string) => mime.startsWith('image/') || mime === 'application/pdf' || isMedia(mime);

interface FileReviewDialogProps {
  portalId: string;
  file: PortalFile;
  color: string;
  onClose: () => void;
  onCarryForward: (file: PortalFile) => void;
}

/** One file's review: a version's preview with its pins, and their threads beside it (below on a phone). */
export function FileReviewDialog({ portalId, file, color, onClose, onCarryForward }: FileReviewDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [version, setVersion] = useState(file.version);
  const [showResolved, setShowResolved] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const mediaRef = useRef<HTMLMediaElement>(null);
  const [focus, setFocus] = useState<{ page: number } | null>(null);
  const [isPlacing, setIsPlacing] = useState(false);
  const [draft, setDraft] = useState<Anchor | null>(null);
  const stopPlacing = () => {
    setIsPlacing(false);
    setDraft(null);
  };
  const versions = useFileVersions(portalId, file.id);
  const comments = usePortalComments(portalId);

  const shown = versions.data?.find((item) => item.version === version);
  const numbered = numberThreads(threadsOn(comments.data ?? [], file.id, version));
  const pins = numbered.filter(({ thread }) => showResolved || thread.status === 'open');
  const resolvedCount = numbered.length - numbered.filter(({ thread }) => thread.status === 'open').length;
  const openBefore = threadsOn(comments.data ?? [], file.id, file.version - 1).filter(
    (c) => c.anchor && c.status === 'open',
  ).length;

  const select = (id: string) => {
    setSelectedId(id);
    const anchor = numbered.find(({ thread }) => thread.id === id)?.thread.anchor;
    if (!anchor) return;
    if ((anchor.kind === 'time' || anchor.kind === 'range') && mediaRef.current)
      mediaRef.current.currentTime = anchor.t;
    if ((anchor.kind === 'point' || anchor.kind === 'rect') && anchor.page) setFocus({ page: anchor.page });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={isPhone} maxWidth="xl" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        Review {file.name}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 2 }}>
              <TextField
                select
                size="small"
                label="Version"
                value={version}
                onChange={(event) => {
                  setVersion(Number(event.target.value));
                  setSelectedId(null);
                  setFocus(null);
                  stopPlacing();
                }}
                sx={{ minWidth: 160 }}
              >
                {(versions.data ?? [file]).map((item) => (
                  <MenuItem key={item.version} value={item.version}>
                    Version {item.version}
                    {item.version === file.version ? ' (latest)' : ''}
                  </MenuItem>
                ))}
              </TextField>
              {shown && isPinnable(shown.mime) && (
                <Button
                  size="small"
                  variant={isPlacing ? 'contained' : 'outlined'}
                  aria-pressed={isPlacing}
                  onClick={() => (isPlacing ? stopPlacing() : setIsPlacing(true))}
                >
                  Comment on this
                </Button>
              )}
              {version === file.version && file.version > 1 && openBefore > 0 && (
                <Button variant="outlined" size="small" onClick={() => onCarryForward(file)}>
                  Carry forward or close open comments
                </Button>
              )}
            </Stack>
            {shown?.note && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                What changed in version {version}: {shown.note}
              </Typography>
            )}
            {shown ? (
              <ReviewPreview
                url={shown.downloadUrl}
                name={`${file.name}, version ${version}`}
                mime={shown.mime}
                pins={pins}
                color={color}
                selectedId={selectedId}
                onSelect={select}
                mediaRef={mediaRef}
                focus={focus}
                onPlace={
                  isPlacing
                    ? ({ page, ...spot }) => setDraft(shown.mime === 'application/pdf' ? { ...spot, page } : spot)
                    : undefined
                }
                onCancel={stopPlacing}
                draft={draft?.kind === 'point' || draft?.kind === 'rect' ? { ...draft, page: draft.page ?? 1 } : null}
              />
            ) : (
              <Skeleton variant="rounded" height={360} aria-label="Loading the preview" />
            )}
            {shown && isPlacing && !draft && isMedia(shown.mime) && (
              <MediaPlaceControls mediaRef={mediaRef} onPlace={setDraft} />
            )}
          </Box>
          <Box sx={{ width: { md: 380 }, flexShrink: 0, position: { md: 'sticky' }, top: { md: 0 } }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                Comments on version {version}
              </Typography>
              <FormControlLabel
                control={
                  <Switch size="small" checked={showResolved} onChange={(e) => setShowResolved(e.target.checked)} />
                }
                label={`Show resolved${resolvedCount > 0 ? ` (${resolvedCount})` : ''}`}
                slotProps={{ typography: { variant: 'body2' } }}
                sx={{ mr: 0 }}
              />
            </Stack>
            {isPlacing && !draft && (
              <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
                {shown && isMedia(shown.mime)
                  ? 'Comment at the player’s time, or set a start and an end for a stretch.'
                  : 'Click a spot or drag over an area of the preview. With a keyboard, move the crosshair with the arrow keys and press Enter.'}
              </Typography>
            )}
            {isPlacing && draft && (
              <NewPinForm portalId={portalId} fileId={file.id} version={version} anchor={draft} onDone={stopPlacing} />
            )}
            {comments.isLoading ? (
              <Stack spacing={1} role="status" aria-label="Loading comments">
                <Skeleton variant="rounded" height={120} />
                <Skeleton variant="rounded" height={120} />
              </Stack>
            ) : (
              <PinThreadList
                portalId={portalId}
                pins={pins}
                color={color}
                selectedId={selectedId}
                onSelect={select}
                emptyText={
                  resolvedCount > 0
                    ? `Every comment on version ${version} is resolved. Turn on "Show resolved" to read them.`
                    : `No comments on version ${version} yet.`
                }
              />
            )}
          </Box>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
