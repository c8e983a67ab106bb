import { type CustomDomain, messages } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useCheckCustomDomain, useRemoveCustomDomain } from '../api/custom-domains';
import { DOMAIN_STATUS_INFO } from '../lib/domain-status';
import { domainFailureMessage } from '../lib/failure-message';
import { DnsRecords } from './dns-records';
import { ProblemAlert } from './problem-alert';

export function CustomDomainItem({ domain }: { domain: CustomDomain }) {
  const check = useCheckCustomDomain();
  const remove = useRemoveCustomDomain();
  const [problem, setProblem] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const titleId = useId();
  const dialogTitleId = useId();
  const info = DOMAIN_STATUS_INFO[domain.status];

  const onCheck = async () => {
    setProblem(null);
    try {
      await check.mutateAsync(domain.domain);
    } catch (error) {
      setProblem(domainFailureMessage(error, messages.failedDomainStatus));
    }
  };
  const onRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(domain.domain);
    } catch (error) {
      setConfirming(false);
      setProblem(errorMessage(error));
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} component="h3" sx={{ fontWeight: 700, wordBreak: 'break-all' }}>
            {domain.domain}
          </Typography>
          <Chip
            size="small"
            label={info.label}
            color={info.color}
            variant={domain.status === 'active' ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {info.description(domain.domain)}
          {domain.lastCheckedAt ? ` Last checked ${formatDateTime(domain.lastCheckedAt)}.` : ''}
        </Typography>
        {domain.error && (
          <Alert
            severity={domain.status === 'failed' ? 'error' : 'warning'}
            role="status"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {domain.error}
          </Alert>
        )}
        {domain.status !== 'active' && <DnsRecords records={domain.records} />}
        <ProblemAlert problem={problem} onClose={() => setProblem(null)} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={onCheck}
            disabled={check.isPending}
            startIcon={
              check.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <RefreshRounded />
            }
            aria-describedby={titleId}
          >
            {check.isPending ? 'Checking…' : 'Check now'}
          </Button>
          <Button
            color="inherit"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => setConfirming(true)}
            aria-describedby={titleId}
          >
            Remove
          </Button>
        </Stack>
      </Stack>
      <Dialog
        open={isConfirming}
        onClose={remove.isPending ? undefined : () => setConfirming(false)}
        aria-labelledby={dialogTitleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={dialogTitleId}>Remove {domain.domain}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Portals stop opening at this address. Your portals keep working at their ClientDock links, and you can add
            the domain again later.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)} disabled={remove.isPending} autoFocus>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={onRemove}
            disabled={remove.isPending}
            startIcon={remove.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Remove domain
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
