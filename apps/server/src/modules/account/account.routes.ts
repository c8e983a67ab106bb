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
import { z } from 'zod';
import { withFailureMessage } from '../../lib/failure-message';
import { requestMeta } from '../../lib/request-meta';
import { toWebHeaders } from '../../lib/web-headers';
import { requireUserHook, signedInUser } from '../auth';
import { changePassword, describeEmailStatus, requestEmailChange } from './account.service';
import { exportAccount, exportFileName } from './account-export';
import { registerEmailChangeHooks } from './email-change-completion';
import { EMAIL_REVERT_PATH, revertEmailChange } from './email-revert';

// A link that is wrong in any way goes to the sign-in page with a message, never to a JSON error.
const revertQuery = z.object({ token: z.string().max(2000).optional().catch(undefined) });

async function accountApi(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  api.post(
    '/api/account/email',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Start an email change (asks for your password)',
        tags: ['Account'],
        body: emailChangeSchema,
        response: { 200: emailChangeResultSchema },
      },
      // The form shows a problem beside the step it belongs to: the password, or the new address.
      config: {
        validationDetails: (path) => ({ step: path === 'currentPassword' ? 'reauthentication' : 'email-update' }),
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      return withFailureMessage(
        request.log,
        messages.failedSendVerificationEmail,
        () => requestEmailChange(ctx, user, input, toWebHeaders(request), requestMeta(request)),
        [{ step: 'unknown' }],
      );
    },
  );

  // Opened from the mail sent to the old address; no session needed, the signed link is the proof.
  api.get(
    EMAIL_REVERT_PATH,
    {
      schema: {
        summary: 'Undo an email change from the link mailed to the old address',
        tags: ['Account'],
        querystring: revertQuery,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const reverted = token !== undefined && (await revertEmailChange(ctx, request, token));
      reply.header('cache-control', 'no-store');
      return reply.redirect(reverted ? '/login?emailReverted=true' : '/login?error=email-revert-invalid');
    },
  );

  api.get(
    '/api/account/email/status',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Whether a pending email change is done',
        tags: ['Account'],
        response: { 200: emailStatusSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      reply.header('cache-control', 'no-store');
      return withFailureMessage(request.log, messages.failedCheckEmailVerification, () =>
        describeEmailStatus(ctx, user),
      );
    },
  );

  api.post(
    '/api/account/password',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Change your password', tags: ['Account'], body: passwordChangeSchema },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      return withFailureMessage(request.log, messages.failedUpdatePassword, () =>
        changePassword(ctx, user, input, toWebHeaders(request), requestMeta(request)),
      );
    },
  );

  api.get(
    '/api/account/export',
    { onRequest: requireUserHook, schema: { summary: 'Export all your data as JSON', tags: ['Account'] } },
    async (request, reply) => {
      const user = signedInUser(request);
      const data = await withFailureMessage(request.log, messages.failedExportData, () =>
        exportAccount(ctx, user, request),
      );
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(user.id, ctx.clock())}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );
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
