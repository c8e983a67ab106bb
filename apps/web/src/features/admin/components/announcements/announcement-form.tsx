import {
  ANNOUNCEMENT_AUDIENCE_LABELS,
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LIMITS,
  type AnnouncementAudience,
  type AnnouncementCreate,
} from '@clientdock/shared';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNotify } from '@/components/feedback';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useSendAnnouncement } from '../../api/announcements';
import { ConfirmActionDialog } from '../confirm-action-dialog';

type Errors = Partial<Record<'title' | 'message' | 'audience' | 'link', string>>;

const EMPTY = { title: '', message: '', audience: 'all' as AnnouncementAudience, link: '', sendEmail: false };

function BellPreview({ title, message }: { title: string; message: string }) {
  return (
    <Box aria-hidden sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'flex', gap: 1.5 }}>
      <Avatar sx={{ bgcolor: 'secondary.main', width: 32, height: 32 }}>
        <CampaignOutlined fontSize="small" />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title || 'Your title'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {message || 'Your message, as creators see it in the bell.'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Just now
        </Typography>
      </Box>
    </Box>
  );
}

/** Write an announcement, choose who gets it, then confirm: it lands in their bells at once. */
export function AnnouncementForm({
  audienceSizes,
}: {
  audienceSizes: Record<AnnouncementAudience, number> | undefined;
}) {
  const notify = useNotify();
  const send = useSendAnnouncement();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const size = audienceSizes?.[form.audience];
  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (!form.title.trim()) next.title = 'Give the announcement a title';
    if (!form.message.trim()) next.message = 'Write the announcement';
    if (form.link.trim() && !form.link.trim().startsWith('/')) {
      next.link = 'Use an address inside ClientDock starting with /, such as /blog/whats-new';
    }
    setErrors(next);
    if (Object.keys(next).length === 0) setConfirming(true);
  };

  const submit = async () => {
    const input: AnnouncementCreate = {
      title: form.title,
      message: form.message,
      audience: form.audience,
      link: form.link.trim() || null,
      sendEmail: form.sendEmail,
    };
    try {
      const sent = await send.mutateAsync(input);
      notify(
        `Sent to ${formatNumber(sent.recipients)} ${sent.recipients === 1 ? 'person' : 'people'}${sent.sendEmail ? '; the emails are going out' : ''}`,
      );
      setForm(EMPTY);
    } catch (error) {
      const details = error instanceof ApiError ? (error.details as Array<{ path?: string; message?: string }>) : [];
      const field = details?.[0]?.path as keyof Errors | undefined;
      if (field) setErrors({ [field]: details[0].message });
      notify(errorMessage(error), 'error');
    }
    setConfirming(false);
  };

  const audienceLabel = (who: AnnouncementAudience) =>
    `${ANNOUNCEMENT_AUDIENCE_LABELS[who]}${audienceSizes ? ` (${formatNumber(audienceSizes[who])})` : ''}`;
  return (
    <Card component="section" aria-labelledby="new-announcement">
      <CardContent component="form" onSubmit={check} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="new-announcement" variant="h6" component="h2" gutterBottom>
          New announcement
        </Typography>
        <Stack spacing={2.5}>
          <TextField
            select
            label="Send to"
            value={form.audience}
            onChange={(event) => set('audience', event.target.value as AnnouncementAudience)}
            error={Boolean(errors.audience)}
            helperText={errors.audience ?? 'Active accounts only; suspended and pending ones are left out.'}
          >
            {ANNOUNCEMENT_AUDIENCES.map((who) => (
              <MenuItem key={who} value={who}>
                {audienceLabel(who)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Title"
            value={form.title}
            onChange={(event) => set('title', event.target.value)}
            error={Boolean(errors.title)}
            helperText={errors.title ?? `${form.title.length} / ${ANNOUNCEMENT_LIMITS.title}`}
            required
            slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_LIMITS.title } }}
          />
          <TextField
            label="Message"
            value={form.message}
            onChange={(event) => set('message', event.target.value)}
            error={Boolean(errors.message)}
            helperText={errors.message ?? `${form.message.length} / ${ANNOUNCEMENT_LIMITS.message}`}
            required
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_LIMITS.message } }}
          />
          <TextField
            label="Link (optional)"
            value={form.link}
            onChange={(event) => set('link', event.target.value)}
            error={Boolean(errors.link)}
            helperText={errors.link ?? 'Where clicking it leads, inside ClientDock, such as /blog/whats-new.'}
            placeholder="/blog/whats-new"
            slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_LIMITS.link, spellCheck: false } }}
          />
          <Box>
            <FormControlLabel
              control={
                <Checkbox checked={form.sendEmail} onChange={(event) => set('sendEmail', event.target.checked)} />
              }
              label="Also send it by email"
            />
            <FormHelperText sx={{ mt: 0 }}>
              Emails go out in the background. People who turned notification email off are skipped.
            </FormHelperText>
          </Box>
          <Box>
            <Typography variant="overline" color="text.secondary" component="p">
              In the bell
            </Typography>
            <BellPreview title={form.title} message={form.message} />
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={send.isPending || size === 0}>
            {size === 0 ? 'Nobody in this audience yet' : 'Send announcement…'}
          </Button>
        </Stack>
      </CardContent>
      <ConfirmActionDialog
        open={confirming}
        title="Send this announcement?"
        message={`“${form.title}” goes to ${size === undefined ? 'everyone in' : `${formatNumber(size)} ${size === 1 ? 'person' : 'people'} in`} ${ANNOUNCEMENT_AUDIENCE_LABELS[form.audience].toLowerCase()}${form.sendEmail ? ', in the bell and by email' : ', in the bell'}. It cannot be taken back.`}
        confirmLabel="Send now"
        busy={send.isPending}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
