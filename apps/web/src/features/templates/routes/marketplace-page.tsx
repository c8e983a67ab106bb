import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useMarketplace } from '../api/marketplace';
import { MarketplaceFilters } from '../components/marketplace-filters';
import { EmptyMarketplace, NoResults, TemplateGridSkeleton } from '../components/marketplace-states';
import { TemplateCard } from '../components/template-card';
import {
  type MarketplaceFilters as Filters,
  filtersFromSearch,
  hasFilters,
  toQuery,
  toSearch,
} from '../lib/marketplace-params';

export default function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(params), [params]);
  const marketplace = useMarketplace(toQuery(filters));
  const data = marketplace.data;
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

  const change = useCallback(
    (next: Partial<Filters>) => {
      // Any change of filter starts again at the first page; changing the page keeps the filters.
      const merged = { ...filtersFromSearch(params), ...next, page: next.page ?? 1 };
      setParams(toSearch(merged), { replace: next.q !== undefined });
    },
    [params, setParams],
  );
  const clear = () => setParams(new URLSearchParams());

  return (
    <PageFrame
      eyebrow="Templates"
      title="Template marketplace"
      description="Start a client portal from a ready-made layout: welcome, updates, galleries, files and feedback forms, set up for your kind of work. Pick one, put your client’s name on it, and share the link."
      meta={{
        title: 'Template marketplace',
        description:
          'Free and community portal templates for creative portfolios, consulting proposals, web development, marketing campaigns, legal documents and general business.',
      }}
    >
      <MarketplaceFilters filters={filters} onChange={change} />
      {marketplace.isError && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => marketplace.refetch()}>
              Try again
            </Button>
          }
        >
          The templates could not be loaded: {errorMessage(marketplace.error)}
        </Alert>
      )}
      {marketplace.isPending && <TemplateGridSkeleton />}
      {data &&
        data.total === 0 &&
        (hasFilters(filters) ? <NoResults query={filters.q} onClear={clear} /> : <EmptyMarketplace />)}
      {data && data.total > 0 && (
        <Stack spacing={3} sx={{ opacity: marketplace.isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {data.total === 1 ? '1 template' : `${formatNumber(data.total)} templates`}
            {hasFilters(filters) && (
              <>
                {' · '}
                <Button size="small" onClick={clear} sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline' }}>
                  Clear filters
                </Button>
              </>
            )}
          </Typography>
          <Grid container spacing={3}>
            {data.templates.map((template) => (
              <Grid key={template.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <TemplateCard template={template} />
              </Grid>
            ))}
          </Grid>
          {pageCount > 1 && (
            <Pagination
              count={pageCount}
              page={data.page}
              onChange={(_event, page) => {
                change({ page });
                window.scrollTo({ top: 0 });
              }}
              sx={{ alignSelf: 'center' }}
              getItemAriaLabel={(type, item) =>
                type === 'page' ? `Page ${item}` : type === 'next' ? 'Next page' : 'Previous page'
              }
            />
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
