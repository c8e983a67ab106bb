import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ClientActivityType } from '../src/modules/public-portal/client-activity-event';

/**
 * Client activity written straight through the repositories at fixed times, the way the client portal records
 * it (event row plus rollups), so analytics can be checked against days chosen by the test.
 */
export function activityWriter(app: FastifyInstance, ownerId: string) {
  return {
    async visitor(
      portalId: string,
      who: { name?: string; email?: string; verified?: boolean; lastSeenAt?: string } = {},
    ): Promise<string> {
      const at = who.lastSeenAt ?? '2026-01-01T00:00:00.000Z';
      const visitor = await app.ctx.repos.visitors.insertOrGet({
        id: randomUUID(),
        portalId,
        cookieId: randomBytes(18).toString('base64url'),
        name: who.name ?? null,
        email: who.email ?? null,
        emailVerified: who.verified ?? false,
        firstSeenAt: at,
        lastSeenAt: at,
      });
      return visitor.id;
    },
    /** `times` events one second apart from `at`. */
    async event(
      portalId: string,
      type: ClientActivityType,
      at: string,
      options: { visitorId?: string | null; fileId?: string | null; times?: number } = {},
    ): Promise<void> {
      const start = Date.parse(at);
      for (let i = 0; i < (options.times ?? 1); i++) {
        await app.ctx.repos.events.insert({
          id: randomUUID(),
          portalId,
          ownerId,
          type,
          fileId: options.fileId ?? null,
          visitorId: options.visitorId ?? null,
          at: new Date(start + i * 1000).toISOString(),
        });
      }
    },
    async approval(
      portalId: string,
      input: {
        fileId: string;
        fileVersion?: number;
        decision: 'approved' | 'changes_requested';
        visitorId: string | null;
        at: string;
      },
    ): Promise<void> {
      await app.ctx.repos.approvals.insert({
        id: randomUUID(),
        portalId,
        fileId: input.fileId,
        fileVersionId: null,
        fileVersion: input.fileVersion ?? 1,
        sha256: null,
        sectionId: null,
        decision: input.decision,
        note: '',
        approverName: 'Client',
        approverEmail: null,
        verified: false,
        visitorId: input.visitorId,
        createdAt: input.at,
      });
    },
  };
}
