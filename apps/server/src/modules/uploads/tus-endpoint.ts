import type { IncomingMessage } from 'node:http';
import { Server, type ServerOptions } from '@tus/server';
import { ERRORS, EVENTS, type Upload } from '@tus/utils';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { isDatabaseUnavailable, ServiceUnavailable } from '../../lib/database-unavailable';
import { createDiskPatch, patchHeaderProblem, writeTusAnswer } from './disk-patch';
import { TusHttpError, tusErrorBody } from './tus-errors';
import { createUploadLocker } from './upload-locker';
import { DiskUploadStore, type UploadStore } from './upload-store';

export type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];

/** The raw Node request behind a hook's request, where the route left what it found out about the caller. */
export function rawRequestOf(req: TusRequest | IncomingMessage): IncomingMessage | undefined {
  return 'runtime' in req ? (req.runtime?.node?.req as IncomingMessage | undefined) : (req as IncomingMessage);
}

export interface TusEndpointOptions {
  path: string;
  /** Checks a request for an existing upload; throws (a TusHttpError or an AppError) to refuse it. */
  onIncomingRequest(req: TusRequest | IncomingMessage, id: string): Promise<void>;
  onUploadCreate(req: TusRequest, upload: Upload): Promise<{ metadata?: Upload['metadata'] }>;
  onUploadFinish(req: TusRequest | IncomingMessage, upload: Upload): Promise<{ headers?: Record<string, string> }>;
  /** An upload the client cancelled: its bookkeeping row goes. */
  onTerminated(id: string): Promise<void>;
  generateUrl?: ServerOptions['generateUrl'];
  getFileIdFromRequest?: ServerOptions['getFileIdFromRequest'];
  exposedHeaders?: string[];
}

/**
 * One tus endpoint over the app's upload store and shared locks: refusals in the app's JSON error shape, and a
 * PATCH of an upload on local disk written straight into its file. The creator's uploads and clients' uploads
 * into file requests are two of them.
 */
export function createTusEndpoint(
  ctx: AppContext,
  store: UploadStore,
  log: FastifyBaseLogger,
  options: TusEndpointOptions,
) {
  function mapError(error: Error | { status_code?: number; body?: string }) {
    if (error instanceof TusHttpError) return { status_code: error.status_code, body: error.body };
    if ('status_code' in error && error.status_code !== undefined && error.status_code < 500) return undefined;
    if (isDatabaseUnavailable(error)) {
      const { statusCode, code, message } = new ServiceUnavailable();
      return new TusHttpError(statusCode, code, message);
    }
    log.error({ err: error }, 'upload request failed');
    return new TusHttpError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  }

  const locker = createUploadLocker(ctx.repos.uploadLocks);
  const allowedOrigin = new URL(ctx.config.publicUrl).origin;
  const server = new Server({
    path: options.path,
    datastore: store,
    locker,
    relativeLocation: true,
    allowedOrigins: [allowedOrigin],
    ...(options.exposedHeaders ? { exposedHeaders: options.exposedHeaders } : {}),
    ...(options.generateUrl ? { generateUrl: options.generateUrl } : {}),
    ...(options.getFileIdFromRequest ? { getFileIdFromRequest: options.getFileIdFromRequest } : {}),
    async onIncomingRequest(req, id) {
      // A new upload has no row yet; onUploadCreate checks it.
      if (req.method === 'POST') return;
      await options.onIncomingRequest(req, id);
    },
    onUploadCreate: options.onUploadCreate,
    onUploadFinish: options.onUploadFinish,
    onResponseError: (_req, error) => mapError(error),
  });
  // Every refusal, including those @tus/server writes itself in plain text (412, 400 for a bad header, 404), in
  // the app's JSON error shape.
  const writeAnswer = server.write.bind(server);
  server.write = (context, headers, status, body) => {
    if (status < 400) return writeAnswer(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return writeAnswer(context, headers, status, tusErrorBody(status, body));
  };
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    options.onTerminated(id).catch((error) => log.error({ err: error }, 'could not forget a cancelled upload'));
  });

  const corsOrigin = (origin: string | undefined) => (origin === allowedOrigin ? origin : allowedOrigin);
  const patchOnDisk =
    store instanceof DiskUploadStore
      ? createDiskPatch({
          store,
          locker,
          corsOrigin,
          lockDrainMs: server.options.lockDrainTimeout ?? 3000,
          onIncomingRequest: options.onIncomingRequest,
          onUploadFinish: options.onUploadFinish,
          answerFor(error) {
            const known = error as Error & { status_code?: number; body?: string };
            const mapped = mapError(known);
            if (mapped) return mapped;
            return { status_code: known.status_code ?? 500, body: known.body ?? ERRORS.UNKNOWN_ERROR.body };
          },
        })
      : undefined;

  /**
   * A PATCH for an upload on local disk, answered by writing the request straight into its file; null when this
   * store has no such path, or when something listens to @tus/server's PATCH events, which only it emits.
   */
  function diskPatch() {
    const listened = server.listenerCount(EVENTS.POST_RECEIVE) + server.listenerCount(EVENTS.POST_FINISH) > 0;
    return listened ? null : (patchOnDisk ?? null);
  }

  return { server, corsOrigin, diskPatch };
}
export type TusEndpoint = ReturnType<typeof createTusEndpoint>;

const TUS_METHODS = ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The endpoint's Fastify routes at `url` and `url/:uploadId`: `identify` checks the caller first (except for
 * OPTIONS) and may throw an AppError; then the raw request goes to @tus/server, or a PATCH of an upload on local
 * disk to disk-patch.ts, which writes the body straight into the file.
 */
export function tusRoutes(
  app: FastifyInstance,
  endpoint: TusEndpoint,
  url: string,
  identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
) {
  // Upload bodies are streamed by tus itself; Fastify must not read or limit them.
  if (!app.hasContentTypeParser('application/offset+octet-stream')) {
    app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'OPTIONS') await identify(request, reply);
    reply.hijack();
    const uploadId = (request.params as { uploadId?: string }).uploadId;
    const diskPatch = request.method === 'PATCH' && uploadId ? endpoint.diskPatch() : null;
    // Answered here for every store alike, with the protocol's 415 for a wrong Content-Type.
    const problem = request.method === 'PATCH' && !diskPatch ? patchHeaderProblem(request.raw) : null;
    if (problem) return writeTusAnswer(request.raw, reply.raw, endpoint.corsOrigin, problem);
    try {
      if (diskPatch && uploadId) await diskPatch(request.raw, reply.raw, uploadId);
      else await endpoint.server.handle(request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'upload handler failed');
      if (!reply.raw.headersSent) {
        reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
        reply.raw.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } }));
      } else reply.raw.destroy();
    }
  }
  app.route({ method: [...TUS_METHODS], url, handler });
  app.route({ method: [...TUS_METHODS], url: `${url}/:uploadId`, handler });
}
