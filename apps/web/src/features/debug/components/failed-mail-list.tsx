import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyPanel } from '@/components/empty-panel';
import { useNoticeSnackbar } from '@/components/feedback';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useAdminDebug } from '../api/get-admin-debug';
import { useRetryMail } from '../api/retry-mail';
import { DiagnosticsPanel } from './diagnostics-panel';
import { type FailedMail, FailedMailRow } from './failed-mail-row';

/** The mail the SMTP server refused, waiting for its next try or given up, each with a retry button. */
export function FailedMailList() {
  const debug = useAdminDebug();
  const retry = useRetryMail();
  const { notify, snackbar } = useNoticeSnackbar();
  const failedMail = debug.data?.mail.failedMail ?? [];
  const failedCount = debug.data?.mail.outbox.failed ?? 0;

  const retryMail = (mail: FailedMail) =>
    retry.mutate(mail.id, {
      onSuccess: ({ delivered }) =>
        delivered
          ? notify(`Mail to ${mail.to} delivered.`)
          : notify(`Mail to ${mail.to} failed again; its new error is in the list.`, 'warning'),
      onError: (error) => notify(`Mail to ${mail.to} was not retried. ${errorMessage(error)}`, 'error'),
    });

  return (
    <DiagnosticsPanel
      title="Failed mail"
      description="Mail the mail server refused is tried again after 1 min, 5 min, 30 min, 2 h and 6 h, then waits for you."
      action={
        failedCount > 0 ? (
          <Chip size="small" color="error" variant="outlined" label={`${formatNumber(failedCount)} failed`} />
        ) : undefined
      }
    >
      {debug.isPending && (
        <Stack spacing={1} role="status" aria-label="Loading failed mail">
          {[0, 1].map((row) => (
            <Skeleton key={row} variant="rounded" height={88} />
          ))}
        </Stack>
      )}
      {debug.isError && (
        <RetryAlert onRetry={() => debug.refetch()}>
          The failed mail could not be loaded. {errorMessage(debug.error)}
        </RetryAlert>
      )}
      {debug.isSuccess && failedMail.length === 0 && (
        <EmptyPanel
          compact
          icon={<MarkEmailReadOutlined />}
          title="No failed mail"
          description="Every mail was delivered or is on its way; a mail the mail server refuses shows here with its error."
        />
      )}
      {failedMail.length > 0 && (
        <>
          <Stack component="ul" aria-label="Failed mail" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {failedMail.map((mail) => (
              <FailedMailRow
                key={mail.id}
                mail={mail}
                isRetrying={retry.isPending && retry.variables === mail.id}
                onRetry={retryMail}
              />
            ))}
          </Stack>
          {failedCount > failedMail.length && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              The latest {formatNumber(failedMail.length)} of {formatNumber(failedCount)} are shown.
            </Typography>
          )}
        </>
      )}
      {snackbar}
    </DiagnosticsPanel>
  );
}
