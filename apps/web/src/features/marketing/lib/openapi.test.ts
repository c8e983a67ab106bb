import { describe, expect, it } from 'vitest';
import { describeLimits, describeType, groupEndpoints, schemaRows } from './openapi';
import { openApiDocument as doc } from './openapi-fixture';

describe('groupEndpoints', () => {
  it('groups by tag in the document’s order, paths sorted, methods in the usual order', () => {
    const groups = groupEndpoints(doc);
    expect(groups.map((group) => group.name)).toEqual(['Portals', 'Support']);
    expect(groups[0].endpoints.map((e) => `${e.method.toUpperCase()} ${e.path}`)).toEqual([
      'GET /api/portals',
      'POST /api/portals',
      'GET /api/portals/{id}',
    ]);
  });

  it('filters by every word of the query', () => {
    expect(groupEndpoints(doc, 'post portals').flatMap((g) => g.endpoints.map((e) => e.path))).toEqual([
      '/api/portals',
    ]);
    expect(groupEndpoints(doc, 'nothing-like-this')).toEqual([]);
  });
});

describe('schema descriptions', () => {
  it('names types the way a reader expects', () => {
    expect(describeType(doc, { type: 'string', enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(describeType(doc, { anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string | null');
    expect(describeType(doc, { type: 'array', items: { type: 'string', format: 'email' } })).toBe(
      'array of string (email)',
    );
    expect(describeType(doc, { $ref: '#/components/schemas/Branding' })).toBe('object');
    expect(describeLimits(doc, { type: 'string', minLength: 1, maxLength: 120 })).toBe('1–120 characters');
    expect(describeLimits(doc, { type: 'integer', minimum: 0, maximum: 6, default: 1 })).toBe('0 to 6; default 1');
  });

  it('lists the fields of a body, nested objects under their field', () => {
    const body = doc.paths['/api/portals'].post.requestBody?.content?.['application/json']?.schema;
    const rows = schemaRows(doc, body!);
    expect(rows.map((row) => [row.name, row.depth, row.required])).toEqual([
      ['name', 0, true],
      ['accessType', 0, false],
      ['expiresAt', 0, false],
      ['branding', 0, false],
      ['primaryColor', 1, false],
      ['logoUrl', 1, false],
      ['allowedEmails', 0, false],
    ]);
  });

  it('stops at a schema that refers to itself', () => {
    const looped = {
      ...doc,
      components: {
        schemas: { Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } } },
      },
    };
    expect(schemaRows(looped, { $ref: '#/components/schemas/Node' }).map((row) => row.name)).toEqual(['child']);
  });
});
