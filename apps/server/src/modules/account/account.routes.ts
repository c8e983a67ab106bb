import {
  emailChangeResultSchema,
  emailChangeSchema,
  emailStatusSchema,
  messages,
  passwordChangeSchema,
} from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withFailureMessage } from '../../lib/failure-message';
import { parseInput } from '../../lib/parse-input';
import { requestMeta } from '../../lib/request-meta';
import { requireUser } from '../../lib/require-user';
import { toWebHeaders } from '../../lib/web-headers';
import { changePassword, describeEmailStatus, requestEmailChange } from './account.service';
import { buildExport, exportFileName } from './account-export';
import { registerEmailChangeHooks } from './email-change-completion';
import { EMAIL_REVERT_PATH, revertEmailChange } from './email-revert';

async function accountApi(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  api.post('/api/account/email', { schema: { response: { 200: emailChangeResultSchema } } }, async (request) => {
    const user = await requireUser(request);
    const input = parseInput(emailChangeSchema, request.body, (path) => ({
      step: path === 'currentPassword' ? 'reauthentication' : 'email-update',
    }));
    return withFailureMessage(
      request.log,
      messages.failedSendVerificationEmail,
      () => requestEmailChange(ctx, user, input, toWebHeaders(request), requestMeta(request)),
      [{ step: 'unknown' }],
    );
  });

  // Opened from the mail sent to the old address; no session needed, the signed link is the proof.
  api.get(EMAIL_REVERT_PATH, async (request, reply) => {
    const token = (request.query as { token?: unknown }).token;
    const reverted = typeof token === 'string' && (await revertEmailChange(ctx, request, token));
    reply.header('cache-control', 'no-store');
    return reply.redirect(reverted ? '/login?emailReverted=true' : '/login?error=email-revert-invalid');
  });

  api.get('/api/account/email/status', { schema: { response: { 200: emailStatusSchema } } }, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('cache-control', 'no-store');
    return withFailureMessage(request.log, messages.failedCheckEmailVerification, () => describeEmailStatus(ctx, user));
  });

  api.post('/api/account/password', async (request) => {
    const user = await requireUser(request);
    const input = parseInput(passwordChangeSchema, request.body);
    return withFailureMessage(request.log, messages.failedUpdatePassword, () =>
      changePassword(ctx, user, input, toWebHeaders(request), requestMeta(request)),
    );
  });

  api.get('/api/account/export', async (request, reply) => {
    const user = await requireUser(request);
    const data = await withFailureMessage(request.log, messages.failedExportData, () =>
      buildExport(ctx, user, request),
    );
    await ctx.repos.audit.record({
      action: 'account.data_exported',
      actorId: user.id,
      actorEmail: user.email,
      targetType: 'user',
      targetId: user.id,
      ...requestMeta(request),
    });
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(user.id)}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(data, null, 2));
  });
}

/**
 * Email, password and data export. Not encapsulated (fastify-plugin): its hooks watch the auth library's
 * own routes, which live outside this module.
 */
export const accountRoutes = fp(
  async (app: FastifyInstance) => {
    registerEmailChangeHooks(app);
    await app.register(accountApi);
  },
  { name: 'account' },
);
