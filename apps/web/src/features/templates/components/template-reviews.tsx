import { TEMPLATE_LIMITS, type TemplateDetail, type TemplateReview } from '@clientdock/shared';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useNotify } from '@/components/feedback';
import { errorMessage } from '@/lib/api-client';
import { formatDate, getInitials } from '@/lib/format';
import { useSaveReview } from '../api/reviews';
import { useTemplateReviews } from '../api/template-detail';
import { RatingLine } from './template-badges';

function ReviewForm({ template, existing }: { template: TemplateDetail; existing: TemplateReview | null }) {
  const notify = useNotify();
  const save = useSaveReview(template.id);
  const ratingLabel = useId();
  const [rating, setRating] = useState<number | null>(existing?.rating ?? null);
  const [text, setText] = useState(existing?.review ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating) {
      setError('Choose a rating from 1 to 5 stars');
      return;
    }
    setError(null);
    try {
      await save.mutateAsync({ input: { rating, review: text }, isEdit: Boolean(existing) });
      notify(existing ? 'Your review was updated' : 'Thank you for your review');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  return (
    <Card variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {existing ? 'Your review' : 'Review this template'}
      </Typography>
      <Stack spacing={2}>
        <Box>
          <Typography id={ratingLabel} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Your rating
          </Typography>
          <Rating
            value={rating}
            onChange={(_event, value) => setRating(value)}
            size="large"
            aria-labelledby={ratingLabel}
            name={`rating-${template.id}`}
          />
        </Box>
        <TextField
          label="What worked, and what would you change? (optional)"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: TEMPLATE_LIMITS.review } }}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {existing ? 'Update review' : 'Post review'}
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}

function ReviewItem({ review }: { review: TemplateReview }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 2 }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>{getInitials(review.userName)}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{review.userName}</Typography>
          <Rating value={review.rating} readOnly size="small" aria-label={`${review.rating} out of 5 stars`} />
          <Typography variant="caption" color="text.secondary">
            {formatDate(review.createdAt)}
          </Typography>
        </Stack>
        {review.review && (
          <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.review}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

/** What people who used the template say, and the reader's own review when they may write one. */
export function TemplateReviews({ template }: { template: TemplateDetail }) {
  const [page, setPage] = useState(1);
  const reviews = useTemplateReviews(template.id, page);
  const { viewer } = template;
  const pageCount = reviews.data ? Math.ceil(reviews.data.total / reviews.data.pageSize) : 0;

  return (
    <Box component="section" aria-labelledby="reviews-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="reviews-heading" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Reviews
        </Typography>
        <RatingLine rating={template.stats.rating} reviewCount={template.stats.reviewCount} />
      </Stack>
      {viewer.canReview && (
        <Box sx={{ mb: 3 }}>
          <ReviewForm key={viewer.myReview?.updatedAt ?? 'new'} template={template} existing={viewer.myReview} />
        </Box>
      )}
      {viewer.signedIn && !viewer.canReview && !viewer.isOwner && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Make a portal from this template to leave a review.
        </Typography>
      )}
      {reviews.isPending && (
        <Stack spacing={2} aria-label="Loading reviews">
          {[0, 1].map((row) => (
            <Stack key={row} direction="row" spacing={2}>
              <Skeleton variant="circular" width={36} height={36} />
              <Box sx={{ flexGrow: 1 }}>
                <Skeleton width="40%" />
                <Skeleton />
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
      {reviews.isError && (
        <Alert severity="error">The reviews could not be loaded: {errorMessage(reviews.error)}</Alert>
      )}
      {reviews.data && reviews.data.total === 0 && (
        <Typography color="text.secondary">
          No reviews yet. People who make a portal from this template can rate it here.
        </Typography>
      )}
      {reviews.data && reviews.data.total > 0 && (
        <>
          <Stack divider={<Divider flexItem />}>
            {reviews.data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </Stack>
          {pageCount > 1 && (
            <Pagination count={pageCount} page={page} onChange={(_event, next) => setPage(next)} sx={{ mt: 2 }} />
          )}
        </>
      )}
    </Box>
  );
}
