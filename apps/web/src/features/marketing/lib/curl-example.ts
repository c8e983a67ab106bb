import { type Endpoint, type JsonSchema, jsonSchemaOf, type OpenApiDocument, resolveRef } from './openapi';

const DEPTH = 3;

/** A plausible value for a schema: its example or default, the first of its choices, or a placeholder of its type. */
function sampleOf(doc: OpenApiDocument, raw: JsonSchema, depth: number): unknown {
  const schema = resolveRef(doc, raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = (schema.anyOf ?? schema.oneOf ?? schema.allOf)?.find((part) => resolveRef(doc, part).type !== 'null');
  if (variant) return sampleOf(doc, variant, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return depth >= DEPTH ? {} : objectSample(doc, schema, depth + 1);
    case 'array':
      return schema.items && depth < DEPTH ? [sampleOf(doc, schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'client@example.com';
      if (schema.format === 'date-time') return '2027-01-31T00:00:00Z';
      if (schema.format === 'uri') return 'https://example.com/hooks/clientdock';
      return '…';
    default:
      return schema.properties ? objectSample(doc, schema, depth + 1) : null;
  }
}

/** The required fields only: an example to start from, not every option. */
function objectSample(doc: OpenApiDocument, schema: JsonSchema, depth: number): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const sample: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(name)) sample[name] = sampleOf(doc, property, depth);
  }
  return sample;
}

function quoted(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/**
 * A curl command for an endpoint, authenticated with an API token from Settings > API: path parameters left as
 * `{name}` to fill in, and for a JSON body its required fields with placeholder values.
 */
export function curlExample(doc: OpenApiDocument, endpoint: Endpoint, origin: string): string {
  const lines = [
    `curl${endpoint.method === 'get' ? '' : ` -X ${endpoint.method.toUpperCase()}`} ${origin}${endpoint.path}`,
  ];
  lines.push('  -H "Authorization: Bearer $CLIENTDOCK_TOKEN"');
  const body = jsonSchemaOf(endpoint.operation.requestBody);
  if (body) {
    lines.push("  -H 'content-type: application/json'");
    lines.push(`  -d ${quoted(JSON.stringify(sampleOf(doc, body, 0)))}`);
  }
  return lines.join(' \\\n');
}
