import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { curlExample } from '../lib/curl-example';
import { describeLimits, describeType, type Endpoint, jsonSchemaOf, type OpenApiDocument } from '../lib/openapi';
import { CodeBlock } from './code-block';
import { SchemaTable } from './schema-table';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem' } as const;

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="h5" sx={{ mb: 1 }}>
      {children}
    </Typography>
  );
}

/** Parameters, request body and responses of one endpoint. */
export function EndpointDetails({ doc, endpoint }: { doc: OpenApiDocument; endpoint: Endpoint }) {
  const { operation } = endpoint;
  const parameters = operation.parameters ?? [];
  const body = jsonSchemaOf(operation.requestBody);
  const responses = Object.entries(operation.responses ?? {});
  return (
    <Stack spacing={3}>
      {operation.description && (
        <Typography variant="body2" color="text.secondary">
          {operation.description}
        </Typography>
      )}
      <div>
        <Heading>Example</Heading>
        <CodeBlock label={`Example request: ${endpoint.method.toUpperCase()} ${endpoint.path}`}>
          {curlExample(doc, endpoint, window.location.origin)}
        </CodeBlock>
      </div>
      {parameters.length > 0 && (
        <div>
          <Heading>Parameters</Heading>
          <Table size="small" aria-label="Parameters">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Name</TableCell>
                <TableCell scope="col">In</TableCell>
                <TableCell scope="col">Type</TableCell>
                <TableCell scope="col">Notes</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {parameters.map((parameter) => (
                <TableRow key={`${parameter.in}-${parameter.name}`}>
                  <TableCell component="th" scope="row" sx={mono}>
                    {parameter.name}
                    {parameter.required ? ' *' : ''}
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary' }}>{parameter.in}</TableCell>
                  <TableCell sx={{ ...mono, color: 'text.secondary' }}>
                    {parameter.schema ? describeType(doc, parameter.schema) : 'string'}
                  </TableCell>
                  <TableCell sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                    {parameter.required ? 'Required. ' : ''}
                    {parameter.schema ? describeLimits(doc, parameter.schema) : ''}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {body && (
        <div>
          <Heading>Request body (JSON)</Heading>
          <SchemaTable doc={doc} schema={body} label="Request body fields" />
        </div>
      )}
      {responses.length > 0 && (
        <div>
          <Heading>Responses</Heading>
          <Stack spacing={2}>
            {responses.map(([status, response]) => {
              const schema = jsonSchemaOf(response);
              return (
                <div key={status}>
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    <strong>{status}</strong>
                    {response.description && response.description !== 'Default Response'
                      ? ` ${response.description}`
                      : ''}
                  </Typography>
                  {schema && <SchemaTable doc={doc} schema={schema} label={`Response ${status} fields`} />}
                </div>
              );
            })}
          </Stack>
        </div>
      )}
    </Stack>
  );
}
