import { describe, expect, it } from 'vitest';
import { curlExample } from './curl-example';
import { groupEndpoints } from './openapi';
import { openApiDocument } from './openapi-fixture';

const endpoint = (method: string, path: string) => {
  const found = groupEndpoints(openApiDocument)
    .flatMap((group) => group.endpoints)
    .find((e) => e.method === method && e.path === path);
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
};

describe('curl examples', () => {
  it('read with the token and nothing else, path parameters left to fill in', () => {
    expect(curlExample(openApiDocument, endpoint('get', '/api/portals/{id}'), 'https://portal.example.com')).toBe(
      'curl https://portal.example.com/api/portals/{id} \\\n  -H "Authorization: Bearer $CLIENTDOCK_TOKEN"',
    );
  });

  it('write with a JSON body of the required fields only, shell-quoted', () => {
    const command = curlExample(openApiDocument, endpoint('post', '/api/portals'), 'http://localhost:3000');
    expect(command.split(' \\\n')).toEqual([
      'curl -X POST http://localhost:3000/api/portals',
      '  -H "Authorization: Bearer $CLIENTDOCK_TOKEN"',
      "  -H 'content-type: application/json'",
      `  -d '{"name":"…"}'`,
    ]);
  });

  it('quote a single quote so the shell keeps it', () => {
    const doc = {
      ...openApiDocument,
      paths: {
        '/api/x': {
          post: {
            tags: ['Portals'],
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['note'],
                    properties: { note: { type: 'string', default: "it's" } },
                  },
                },
              },
            },
          },
        },
      },
    };
    const [only] = groupEndpoints(doc).flatMap((group) => group.endpoints);
    expect(curlExample(doc, only, '')).toContain(`-d '{"note":"it'\\''s"}'`);
  });
});
