import { type AnalyticsPeriod, EVENT_RETENTION_CHOICES, type EventRetention } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FeedbackProvider, useNotify } from '@/components/feedback';
import { PageFrame } from '@/components/page-frame';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { useEventRetention, useSetEventRetention } from '../api/platform-analytics';
import { ConfirmActionDialog } from '../components/confirm-action-dialog';
import { ProductSection } from '../components/platform-analytics/product-section';
import { QueryErrorAlert } from '../components/query-error-alert';
import { periodFrom } from '../lib/platform-periods';

const FOREVER = 'forever';

function retentionLabel(days: number | null): string {
  if (days === null) return 'Keep forever';
  if (days % 365 === 0) return `${days / 365} ${days === 365 ? 'year' : 'years'}`;
  return `${days} days`;
}

function Figure({ label, value, caption }: { label: string; value: string; caption?: string }) {
  return (
    <Card component="article" aria-label={label} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, my: 0.5, fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Typography>
        {caption && (
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function RetentionForm({ retention }: { retention: EventRetention }) {
  const notify = useNotify();
  const save = useSetEventRetention();
  const current = retention.retentionDays === null ? FOREVER : String(retention.retentionDays);
  const [choice, setChoice] = useState(current);
  const [confirming, setConfirming] = useState(false);
  const days = choice === FOREVER ? null : Number(choice);
  const choices = [
    ...new Set([...EVENT_RETENTION_CHOICES, ...(retention.retentionDays ? [retention.retentionDays] : [])]),
  ].sort((a, b) => a - b);
  const shortens = days !== null && (retention.retentionDays === null || days < retention.retentionDays);

  const submit = async () => {
    setConfirming(false);
    try {
      const saved = await save.mutateAsync(days);
      notify(`Raw events: ${retentionLabel(saved.retentionDays).toLowerCase()}`);
    } catch (error) {
      notify(errorMessage(error), 'error');
    }
  };

  return (
    <Card component="section" aria-labelledby="retention-title">
      <CardContent
        component="form"
        sx={{ p: { xs: 2, sm: 3 } }}
        onSubmit={(event) => {
          event.preventDefault();
          if (shortens) setConfirming(true);
          else void submit();
        }}
      >
        <Typography id="retention-title" variant="h6" component="h2" gutterBottom>
          Keep raw events
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 640 }}>
          Every view, download, comment, approval and form answer is stored as a raw event, and counted into daily
          totals. Analytics and charts read the daily totals, which are always kept; raw events feed the latest-activity
          lists. A daily job deletes raw events older than the time you choose.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            label="Keep raw events for"
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            sx={{ minWidth: 240 }}
            helperText={days === null ? 'Nothing is deleted.' : `Older events are deleted once a day.`}
          >
            <MenuItem value={FOREVER}>Keep forever</MenuItem>
            {choices.map((value) => (
              <MenuItem key={value} value={String(value)}>
                {retentionLabel(value)}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" size="large" disabled={choice === current || save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Stack>
        {retention.retentionDays !== null && retention.expiredEvents > 0 && (
          <Alert severity="info" sx={{ mt: 3 }}>
            {formatNumber(retention.expiredEvents)} raw {retention.expiredEvents === 1 ? 'event is' : 'events are'}{' '}
            older than {retentionLabel(retention.retentionDays).toLowerCase()} and will be deleted by the next daily
            run.
          </Alert>
        )}
      </CardContent>
      <ConfirmActionDialog
        open={confirming}
        title={`Keep raw events for ${retentionLabel(days).toLowerCase()}?`}
        message={`Raw events older than ${retentionLabel(days).toLowerCase()} will be deleted by the next daily run and cannot be brought back. Analytics totals and charts keep their figures.`}
        confirmLabel="Save and delete older events"
        destructive
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

type ManagementTab = 'retention' | 'product';

function Management() {
  const [params, setParams] = useSearchParams();
  const tab: ManagementTab = params.get('tab') === 'product' ? 'product' : 'retention';
  const period = periodFrom(params.get('period'));
  const show = (next: ManagementTab, nextPeriod: AnalyticsPeriod = period) =>
    setParams(
      { ...(next === 'product' ? { tab: next } : {}), ...(nextPeriod === '30d' ? {} : { period: nextPeriod }) },
      { replace: true },
    );
  return (
    <PageFrame
      title="Analytics management"
      description="How long raw activity events are kept, and how people use ClientDock itself."
    >
      <Tabs
        value={tab}
        onChange={(_event, next: ManagementTab) => show(next)}
        aria-label="Analytics management"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="retention" label="Data retention" />
        <Tab value="product" label="Product" />
      </Tabs>
      {tab === 'product' ? (
        <ProductSection period={period} onPeriodChange={(next) => show('product', next)} />
      ) : (
        <Retention />
      )}
    </PageFrame>
  );
}

function Retention() {
  const retention = useEventRetention();
  return (
    <>
      {retention.isPending ? (
        <Stack spacing={3} role="status" aria-label="Loading retention">
          <Grid container spacing={2}>
            {[0, 1, 2].map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 4 }}>
                <Skeleton variant="rounded" height={104} />
              </Grid>
            ))}
          </Grid>
          <Skeleton variant="rounded" height={260} />
        </Stack>
      ) : retention.isError ? (
        <QueryErrorAlert error={retention.error} onRetry={() => retention.refetch()} what="The retention setting" />
      ) : (
        <Stack spacing={3}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Figure label="Raw events stored" value={formatNumber(retention.data.rawEvents.count)} />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Figure
                label="Oldest raw event"
                value={retention.data.rawEvents.oldestAt ? formatDate(retention.data.rawEvents.oldestAt) : 'None yet'}
                caption={
                  retention.data.rawEvents.oldestAt ? formatDateTime(retention.data.rawEvents.oldestAt) : undefined
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Figure
                label="Last clean-up"
                value={retention.data.lastRun ? formatDate(retention.data.lastRun.day) : 'Not run yet'}
                caption={
                  retention.data.lastRun
                    ? `${formatNumber(retention.data.lastRun.deleted)} deleted, older than ${formatDate(retention.data.lastRun.cutoff)}`
                    : 'Runs daily once a retention is set.'
                }
              />
            </Grid>
          </Grid>
          <RetentionForm key={String(retention.data.retentionDays)} retention={retention.data} />
          <Box>
            <Typography variant="caption" color="text.secondary">
              Changing this needs the settings:write permission; reading it, analytics:read.
            </Typography>
          </Box>
        </Stack>
      )}
    </>
  );
}

export default function AdminAnalyticsManagementPage() {
  return (
    <FeedbackProvider>
      <Management />
    </FeedbackProvider>
  );
}
