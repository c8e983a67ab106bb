import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useOpenApi } from '../api/get-openapi';
import { type Endpoint, groupEndpoints, type HttpMethod, type OpenApiDocument } from '../lib/openapi';
import { EndpointDetails } from './endpoint-details';
import { visuallyHidden } from './marketing-section';

// White text on each of these passes WCAG AA in both themes.
const METHOD_COLORS: Record<HttpMethod, string> = {
  get: '#1d4ed8',
  post: '#15803d',
  put: '#b45309',
  patch: '#b45309',
  delete: '#b91c1c',
};

function MethodBadge({ method }: { method: HttpMethod }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        minWidth: 64,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        textAlign: 'center',
        fontSize: '0.75rem',
        fontWeight: 700,
        letterSpacing: '0.02em',
        color: '#fff',
        bgcolor: METHOD_COLORS[method],
        flexShrink: 0,
      }}
    >
      {method.toUpperCase()}
    </Box>
  );
}

function EndpointItem({ doc, endpoint }: { doc: OpenApiDocument; endpoint: Endpoint }) {
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ heading: { component: 'h4' }, transition: { unmountOnExit: true } }}
      sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRounded />}
        id={`${endpoint.id}-summary`}
        aria-controls={`${endpoint.id}-details`}
        sx={{ px: 2 }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 1.5 }}
          sx={{ alignItems: { sm: 'center' }, minWidth: 0 }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <MethodBadge method={endpoint.method} />
            <Typography
              component="span"
              sx={{
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: '0.875rem',
                overflowWrap: 'anywhere',
              }}
            >
              {endpoint.path}
            </Typography>
          </Stack>
          {endpoint.operation.summary && (
            <Typography component="span" variant="body2" color="text.secondary">
              {endpoint.operation.summary}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${endpoint.id}-details`} sx={{ px: 2, pb: 3 }}>
        <EndpointDetails doc={doc} endpoint={endpoint} />
      </AccordionDetails>
    </Accordion>
  );
}

function ReferenceSkeleton() {
  return (
    <Stack spacing={1} aria-busy="true" aria-label="Loading the API reference">
      {[0, 1, 2, 3, 4, 5].map((key) => (
        <Skeleton key={key} variant="rounded" height={52} />
      ))}
    </Stack>
  );
}

/** The HTTP API, read from the server's own OpenAPI document and grouped the way the document tags it. */
export function ApiReference() {
  const openApi = useOpenApi();
  const [filter, setFilter] = useState('');

  if (openApi.isPending) return <ReferenceSkeleton />;
  if (openApi.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => openApi.refetch()}>
            Try again
          </Button>
        }
      >
        The API reference could not be loaded: {errorMessage(openApi.error)}
      </Alert>
    );
  }

  const doc = openApi.data;
  const groups = groupEndpoints(doc, filter);
  const count = groups.reduce((sum, group) => sum + group.endpoints.length, 0);
  return (
    <Stack spacing={4}>
      <Typography variant="body2" color="text.secondary">
        {doc.info.title} {doc.info.version}, OpenAPI {doc.openapi}. The same document is available as{' '}
        <MuiLink href="/api/openapi.json">/api/openapi.json</MuiLink>.
      </Typography>
      <Box>
        <TextField
          type="search"
          label="Filter endpoints"
          placeholder="For example: portals, approvals, POST"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          fullWidth
          sx={{ maxWidth: 520 }}
        />
        <Typography role="status" variant="body2" color="text.secondary" sx={filter ? { mt: 1 } : visuallyHidden}>
          {filter ? `${count} endpoint${count === 1 ? '' : 's'} match` : ''}
        </Typography>
      </Box>
      {groups.length === 0 && (
        <Typography color="text.secondary">
          No endpoint matches “{filter}”. Try a path segment such as portals.
        </Typography>
      )}
      {groups.map((group) => (
        <Box key={group.name}>
          <Typography id={`api-${group.name}`} variant="h6" component="h3" sx={{ mb: 0.5 }}>
            {group.name}
          </Typography>
          {group.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {group.description}
            </Typography>
          )}
          <div>
            {group.endpoints.map((endpoint) => (
              <EndpointItem key={endpoint.id} doc={doc} endpoint={endpoint} />
            ))}
          </div>
        </Box>
      ))}
    </Stack>
  );
}
