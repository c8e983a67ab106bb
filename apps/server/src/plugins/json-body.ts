import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/** Deeper than any body this API takes; a 5,000-level array would otherwise reach code that recurses over it. */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text opens more than `max` arrays or objects inside one another (strings are skipped). */
export function exceedsJsonDepth(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/**
 * One JSON parser for every route: Fastify's own (prototype poisoning refused, the app's body limit), after a
 * depth check that answers 400 before a deeply nested body is parsed at all.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      const message = `The request body nests more than ${MAX_JSON_DEPTH} levels of objects or arrays; send a flatter JSON object.`;
      done(new AppError(400, 'BODY_TOO_DEEP', message), undefined);
      return;
    }
    parse(request, text, done);
  });
}
