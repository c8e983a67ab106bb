// The sign-in endpoints are served by the authentication library's own handler (one wildcard route), so they
// are described here by hand: the few a script or integration needs.

const credentials = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', format: 'email' },
    password: { type: 'string', minLength: 8, maxLength: 128 },
  },
};

const userAnswer = {
  description: 'Signed in; the answer sets the session cookie',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: {
          user: {
            type: 'object',
            properties: { id: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
          },
        },
      },
    },
  },
};

const tags = ['Authentication'];

export const AUTH_PATHS = {
  '/api/auth/sign-up/email': {
    post: {
      tags,
      summary: 'Create an account (the first account of an instance becomes its admin)',
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              ...credentials,
              required: ['name', 'email', 'password'],
              properties: { name: { type: 'string' }, ...credentials.properties },
            },
          },
        },
      },
      responses: { '200': userAnswer, '422': { description: 'An account with this email exists' } },
    },
  },
  '/api/auth/sign-in/email': {
    post: {
      tags,
      summary: 'Sign in with email and password',
      requestBody: { required: true, content: { 'application/json': { schema: credentials } } },
      responses: {
        '200': userAnswer,
        '401': { description: 'Wrong email or password' },
        '429': { description: 'Too many attempts; see Retry-After' },
      },
    },
  },
  '/api/auth/sign-out': {
    post: { tags, summary: 'Sign out (ends the session)', responses: { '200': { description: 'Signed out' } } },
  },
  '/api/auth/get-session': {
    get: {
      tags,
      summary: 'The current session and user, or null',
      responses: { '200': { description: 'The session, or null when nobody is signed in' } },
    },
  },
} as const;
