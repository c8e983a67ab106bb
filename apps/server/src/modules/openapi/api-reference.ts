// Renders the OpenAPI document as docs/api/reference.md, so the reference in the repository is the document the
// server serves, not a second copy kept by hand.

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = {
  info: { description?: string };
  tags: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
};

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

function typeName(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' \\| ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeName))].join(' \\| ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'any'];
  return types.map((type) => (type === 'array' ? `${typeName(schema.items)}[]` : type)).join(' \\| ');
}

function limits(schema: Schema | undefined): string {
  if (!schema) return '';
  const inner = (schema.anyOf ?? schema.oneOf)?.find((variant) => variant.type !== 'null') ?? schema;
  const parts = [
    inner.minLength !== undefined && `at least ${inner.minLength} characters`,
    inner.maxLength !== undefined && `at most ${inner.maxLength} characters`,
    inner.minimum !== undefined && `>= ${inner.minimum}`,
    inner.maximum !== undefined && `<= ${inner.maximum}`,
    inner.minItems !== undefined && `at least ${inner.minItems} items`,
    inner.maxItems !== undefined && `at most ${inner.maxItems} items`,
    inner.format && inner.format,
  ];
  return parts.filter(Boolean).join(', ');
}

function fieldRows(schema: Schema): string[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(
    ([name, field]) => `| \`${name}\` | ${typeName(field)} | ${required.has(name) ? 'yes' : 'no'} | ${limits(field)} |`,
  );
}

function fieldsTable(title: string, schema: Schema | undefined): string[] {
  if (!schema?.properties || Object.keys(schema.properties).length === 0) return [];
  return [
    '',
    `${title}:`,
    '',
    '| field | type | required | limits |',
    '| --- | --- | --- | --- |',
    ...fieldRows(schema),
  ];
}

function parametersTable(parameters: Parameter[]): string[] {
  if (parameters.length === 0) return [];
  return [
    '',
    '| parameter | in | type | required | limits |',
    '| --- | --- | --- | --- | --- |',
    ...parameters.map(
      (p) => `| \`${p.name}\` | ${p.in} | ${typeName(p.schema)} | ${p.required ? 'yes' : 'no'} | ${limits(p.schema)} |`,
    ),
  ];
}

function answerLines(responses: Operation['responses']): string[] {
  return Object.entries(responses ?? {}).map(([status, response]) => {
    const content = response.content ?? {};
    const [mediaType] = Object.keys(content);
    const schema = mediaType ? content[mediaType]?.schema : undefined;
    const fields = schema?.properties ? `{ ${Object.keys(schema.properties).join(', ')} }` : '';
    const shape = [mediaType && mediaType !== 'application/json' ? mediaType : '', fields].filter(Boolean).join(' ');
    return `- ${status}${shape ? `: ${shape}` : ''}`;
  });
}

function renderOperation(path: string, method: string, operation: Operation): string[] {
  const body = operation.requestBody?.content?.['application/json']?.schema;
  return [
    '',
    `### \`${method.toUpperCase()} ${path}\``,
    '',
    operation.summary ?? '',
    ...(operation.description ? ['', operation.description] : []),
    ...parametersTable(operation.parameters ?? []),
    ...fieldsTable('Body (JSON)', body),
    ...(operation.responses ? ['', 'Answers:', '', ...answerLines(operation.responses)] : []),
  ];
}

export function renderApiReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, Array<[string, string, Operation]>>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHOD_ORDER) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), [path, method, operation]]);
    }
  }
  const lines = [
    '# ClientDock HTTP API reference',
    '',
    '<!-- Generated from the server\u2019s OpenAPI document by `npm run docs:api -w apps/server`; do not edit. -->',
    '',
    doc.info.description ?? '',
    '',
    'A running instance serves the same document at `/api/openapi.json`. Error answers are not listed per call;',
    'the pages beside this one explain the rules behind the calls of each area.',
  ];
  const tagNames = [
    ...doc.tags.map((tag) => tag.name),
    ...[...byTag.keys()].filter((n) => !doc.tags.some((t) => t.name === n)),
  ];
  for (const name of tagNames) {
    const operations = byTag.get(name);
    if (!operations) continue;
    const description = doc.tags.find((tag) => tag.name === name)?.description;
    lines.push('', `## ${name}`, ...(description ? ['', description] : []));
    operations.sort(([a], [b]) => a.localeCompare(b));
    for (const [path, method, operation] of operations) lines.push(...renderOperation(path, method, operation));
  }
  return `${lines.join('\n')}\n`;
}
