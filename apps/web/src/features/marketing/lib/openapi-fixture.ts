import type { OpenApiDocument } from './openapi';

/** A small OpenAPI document shaped like the server's (for tests). */
export const openApiDocument: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'ClientDock API', version: '0.1.0' },
  tags: [
    { name: 'Portals', description: 'Create, change, archive and restore portals.' },
    { name: 'Support', description: 'The contact form.' },
    { name: 'Unused', description: 'No routes here.' },
  ],
  paths: {
    '/api/portals/{id}': {
      get: {
        tags: ['Portals'],
        summary: 'Read one portal',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'Default Response' } },
      },
    },
    '/api/portals': {
      post: {
        tags: ['Portals'],
        summary: 'Create a portal',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name'],
                properties: {
                  name: { type: 'string', minLength: 1, maxLength: 120 },
                  accessType: { type: 'string', enum: ['link', 'pin', 'email'] },
                  expiresAt: { anyOf: [{ type: 'string' }, { type: 'null' }] },
                  branding: { $ref: '#/components/schemas/Branding' },
                  allowedEmails: { type: 'array', items: { type: 'string', format: 'email' } },
                },
              },
            },
          },
        },
        responses: {
          '201': {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { id: { type: 'string' }, uuid: { type: 'string' } } },
              },
            },
          },
        },
      },
      get: { tags: ['Portals'], summary: 'List your portals', responses: {} },
    },
    '/api/support-tickets': {
      post: { tags: ['Support'], summary: 'Send a message through the contact form', responses: {} },
    },
  },
  components: {
    schemas: {
      Branding: {
        type: 'object',
        properties: {
          primaryColor: { type: 'string', pattern: '^#[0-9a-f]{6}$' },
          logoUrl: { type: ['string', 'null'] },
        },
      },
    },
  },
};
