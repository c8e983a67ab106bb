import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { trackFeature } from '@/lib/product-events';
import { formResponsesCsvUrl, useActivityPortal, useFormResponses } from '../api/activity-queries';
import type { FormResponse } from '../api/types';
import { ActivityEmpty, ActivityError } from './activity-empty';

function showAnswer(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

export function ResponsesTab({ portalId }: { portalId: string }) {
  const responses = useFormResponses(portalId);
  const portal = useActivityPortal(portalId);
  if (responses.isPending) return <Skeleton variant="rounded" height={200} sx={{ borderRadius: 3 }} />;
  if (responses.isError) return <ActivityError message={errorMessage(responses.error)} />;
  if (responses.data.length === 0) {
    return (
      <ActivityEmpty
        icon={<ListAltOutlined />}
        title="No form responses yet"
        description="Add a form section to the portal to ask your client for a rating, a choice or a few words; their answers land here."
      />
    );
  }
  const labelOf = (response: FormResponse, fieldId: string) =>
    portal.data?.sections
      .find((section) => section.id === response.sectionId)
      ?.fields?.find((field) => field.id === fieldId)?.label ?? fieldId;
  return (
    <Box>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography color="text.secondary">
          {responses.data.length} {responses.data.length === 1 ? 'response' : 'responses'}
        </Typography>
        <Button
          component="a"
          href={formResponsesCsvUrl(portalId)}
          download
          onClick={() => trackFeature('form_responses_csv')}
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
        >
          Download CSV
        </Button>
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 3 }}>
        <Table size="small" aria-label="Form responses">
          <TableHead>
            <TableRow>
              <TableCell>Submitted</TableCell>
              <TableCell>Form</TableCell>
              <TableCell>From</TableCell>
              <TableCell>Answers</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {responses.data.map((response) => (
              <TableRow key={response.id} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(response.submittedAt)}</TableCell>
                <TableCell>{response.sectionTitle || 'Form'}</TableCell>
                <TableCell>
                  {response.name || 'Anonymous'}
                  {response.email && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {response.email}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Box
                    component="dl"
                    sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}
                  >
                    {Object.entries(response.answers).map(([fieldId, value]) => (
                      <Box key={fieldId} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                          {labelOf(response, fieldId)}
                        </Typography>
                        <Typography
                          component="dd"
                          variant="body2"
                          sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        >
                          {showAnswer(value)}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
