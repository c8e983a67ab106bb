import type { FileReviewSummary } from '@clientdock/shared';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import HourglassEmptyRounded from '@mui/icons-material/HourglassEmptyRounded';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The words of a file's review line: "Changes requested · 3 open pins · waiting on you". */
export function reviewDetails(review: FileReviewSummary): string[] {
  const details: string[] = [];
  if (review.status === 'in_review' && review.approvedVersion !== null)
    details.push(`v${review.approvedVersion} approved`);
  if (review.openPins > 0) details.push(plural(review.openPins, 'open pin'));
  else if (review.openComments > 0) details.push(plural(review.openComments, 'open comment'));
  if (review.waitingOn === 'you') details.push('waiting on you');
  if (review.waitingOn === 'client') details.push('waiting on client');
  return details;
}

function StatusChip({ review }: { review: FileReviewSummary }) {
  if (review.status === 'approved')
    return (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        icon={<CheckCircleRounded />}
        label={`Approved v${review.version}`}
      />
    );
  if (review.status === 'changes_requested')
    return <Chip size="small" color="warning" icon={<EditNoteRounded />} label="Changes requested" />;
  return <Chip size="small" variant="outlined" icon={<HourglassEmptyRounded />} label="In review" />;
}

/** One compact line under a file: its review status as a chip, then open pins and whose move it is. */
export function ReviewStatusLine({ review }: { review: FileReviewSummary }) {
  const details = reviewDetails(review);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }}>
      <StatusChip review={review} />
      {details.length > 0 && (
        <Typography
          variant="caption"
          sx={(theme) => ({
            color:
              review.waitingOn === 'you'
                ? theme.palette.warning[theme.palette.mode === 'dark' ? 'light' : 'dark']
                : theme.palette.text.secondary,
            fontWeight: 500,
          })}
        >
          {details.join(' · ')}
        </Typography>
      )}
    </Stack>
  );
}
