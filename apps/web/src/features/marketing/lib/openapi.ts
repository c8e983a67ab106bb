// The parts of an OpenAPI 3.1 document the reference reads, and the rules it reads them by.

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  description?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

interface MediaTypes {
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: OpenApiParameter[];
  requestBody?: MediaTypes & { required?: boolean };
  responses?: Record<string, MediaTypes & { description?: string }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface Endpoint {
  id: string;
  method: HttpMethod;
  path: string;
  operation: OpenApiOperation;
}

export interface EndpointGroup {
  name: string;
  description?: string;
  endpoints: Endpoint[];
}

/** Endpoints grouped by their first tag, groups in the document's tag order, endpoints by path then method. */
export function groupEndpoints(doc: OpenApiDocument, filter = ''): EndpointGroup[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, EndpointGroup>();
  for (const tag of doc.tags ?? [])
    groups.set(tag.name, { name: tag.name, description: tag.description, endpoints: [] });
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const haystack = `${method} ${path} ${operation.summary ?? ''} ${operation.tags?.join(' ') ?? ''}`.toLowerCase();
      if (!words.every((word) => haystack.includes(word))) continue;
      const name = operation.tags?.[0] ?? 'Other';
      if (!groups.has(name)) groups.set(name, { name, endpoints: [] });
      groups
        .get(name)!
        .endpoints.push({ id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-'), method, path, operation });
    }
  }
  const order = (m: HttpMethod) => HTTP_METHODS.indexOf(m);
  return [...groups.values()]
    .filter((group) => group.endpoints.length > 0)
    .map((group) => ({
      ...group,
      endpoints: group.endpoints.sort((a, b) => a.path.localeCompare(b.path) || order(a.method) - order(b.method)),
    }));
}

/** Follows a local "#/components/schemas/Name" reference; anything else is returned as it is. */
export function resolveRef(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
  return doc.components?.schemas?.[name] ?? schema;
}

function literal(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : String(value);
}

/** A short, readable type: string, integer, "a" | "b", array of object, string | null. */
export function describeType(doc: OpenApiDocument, raw: JsonSchema): string {
  const schema = resolveRef(doc, raw);
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map((variant) => describeType(doc, variant)))].join(' | ');
  if (schema.allOf?.length === 1) return describeType(doc, schema.allOf[0]);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const named = types.map((type) => {
    if (type === 'array') return `array of ${schema.items ? describeType(doc, schema.items) : 'any'}`;
    if (type === 'string' && schema.format) return `string (${schema.format})`;
    return type;
  });
  if (named.length === 0) return schema.properties ? 'object' : 'any';
  return named.join(' | ');
}

/** Limits worth telling a caller: lengths, ranges, patterns and defaults. */
export function describeLimits(doc: OpenApiDocument, raw: JsonSchema): string {
  const schema = resolveRef(doc, raw);
  const notes: string[] = [];
  if (schema.minLength !== undefined && schema.maxLength !== undefined)
    notes.push(`${schema.minLength}–${schema.maxLength} characters`);
  else if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  else if (schema.minLength !== undefined && schema.minLength > 0)
    notes.push(`at least ${schema.minLength} characters`);
  if (schema.minimum !== undefined && schema.maximum !== undefined)
    notes.push(`${schema.minimum} to ${schema.maximum}`);
  else if (schema.minimum !== undefined) notes.push(`from ${schema.minimum}`);
  else if (schema.maximum !== undefined) notes.push(`up to ${schema.maximum}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.description) notes.push(schema.description);
  return notes.join('; ');
}

export interface SchemaRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
  depth: number;
}

const MAX_DEPTH = 4;

/** The fields of an object schema as rows, nested objects and arrays of objects indented under their field. */
export function schemaRows(doc: OpenApiDocument, raw: JsonSchema, depth = 0, seen = new Set<string>()): SchemaRow[] {
  const schema = resolveRef(doc, raw);
  if (raw.$ref) {
    if (seen.has(raw.$ref)) return [];
    seen = new Set(seen).add(raw.$ref);
  }
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const objects = variants.map((variant) => resolveRef(doc, variant)).filter((variant) => variant.properties);
    return objects.length === 1 ? schemaRows(doc, objects[0], depth, seen) : [];
  }
  if (!schema.properties || depth >= MAX_DEPTH) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const resolved = resolveRef(doc, property);
    const row: SchemaRow = {
      name,
      type: describeType(doc, property),
      required: required.has(name),
      notes: describeLimits(doc, property),
      depth,
    };
    const isArray = resolved.type === 'array' || (Array.isArray(resolved.type) && resolved.type.includes('array'));
    const inner = isArray ? resolved.items : property;
    return [row, ...(inner ? schemaRows(doc, inner, depth + 1, seen) : [])];
  });
}

/** The JSON schema of a body or response, if it has one. */
export function jsonSchemaOf(media: MediaTypes | undefined): JsonSchema | undefined {
  return media?.content?.['application/json']?.schema;
}
