import { randomUUID } from 'node:crypto';
import {
  RECIPIENT_UPDATES_PER_HOUR,
  type RecipientUpdate,
  type RecipientUpdatePreview,
  type RecipientUpdateResult,
  recipientMessages,
  recipientUpdateMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { BadRequest, Conflict, NotFound } from '../../lib/errors';
import { effectiveStatus, loadPortalFor } from '../access';
import { HOUR_MS, hasMailAllowance, takeMailAllowance } from '../mail';
import type { PortalRecord } from '../portals';
import type { UserRecord } from '../users';
import { RECIPIENT_MAILS_PER_OWNER } from './recipient-limits';
import { buildUpdateMail } from './recipient-update-mail';
import type { RecipientRecord } from './recipients.repository';

type Actor = Pick<UserRecord, 'id'>;

/** Per recipient, where their next update starts: the last update sent to them, else their invitation. */
async function sinceOf(ctx: AppContext, portalId: string, records: RecipientRecord[]): Promise<Map<string, string>> {
  const updates = await ctx.repos.recipientUpdates.recentUpdates(portalId);
  const since = new Map<string, string>();
  for (const record of records) {
    const last = updates.find((update) => update.recipientIds.includes(record.id));
    since.set(record.id, last && last.at > record.invitedAt ? last.at : record.invitedAt);
  }
  return since;
}

export async function previewUpdate(ctx: AppContext, user: Actor, portalId: string): Promise<RecipientUpdatePreview> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  const records = await ctx.repos.recipients.listLive(portal.id);
  const since = await sinceOf(ctx, portal.id, records);
  const earliest = [...since.values()].sort()[0];
  return {
    changes: earliest ? await ctx.repos.recipientUpdates.changesSince(portal.id, earliest) : [],
    recipients: records.map((record) => ({ id: record.id, since: since.get(record.id)! })),
  };
}

function chosen(records: RecipientRecord[], ids: string[] | undefined): RecipientRecord[] {
  if (!ids) return records;
  const picked = records.filter((record) => ids.includes(record.id));
  if (picked.length !== new Set(ids).size) throw new NotFound(recipientMessages.notFound);
  return picked;
}

async function ownerOf(ctx: AppContext, portal: PortalRecord): Promise<UserRecord> {
  const found = await ctx.repos.portals.findByUuidWithOwner(portal.uuid);
  if (!found?.owner) throw new NotFound(recipientMessages.notFound);
  return found.owner;
}

/**
 * Mails the chosen recipients (all live ones by default) what was added since their last update, with the
 * creator's message. Nothing new for anyone and no message is a 400; a recipient with nothing new is left
 * out unless there is a message. At most RECIPIENT_UPDATES_PER_HOUR updates a portal an hour.
 */
export async function sendUpdate(
  ctx: AppContext,
  user: Actor,
  portalId: string,
  input: RecipientUpdate,
): Promise<RecipientUpdateResult> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  if (effectiveStatus(portal, ctx.clock()) !== 'active') throw new Conflict(recipientMessages.portalNotShareable);
  const records = chosen(await ctx.repos.recipients.listLive(portal.id), input.recipientIds);
  if (records.length === 0) throw new BadRequest(recipientUpdateMessages.noRecipients);
  const message = input.message?.trim() || null;
  const since = await sinceOf(ctx, portal.id, records);
  const plans = await Promise.all(
    records.map(async (record) => ({
      record,
      changes: await ctx.repos.recipientUpdates.changesSince(portal.id, since.get(record.id)!),
    })),
  );
  const toMail = plans.filter((plan) => message || plan.changes.length > 0);
  if (toMail.length === 0) throw new BadRequest(recipientUpdateMessages.nothingNew);
  await takeMailAllowance(ctx, [
    {
      name: 'recipient-update-portal',
      key: portal.id,
      max: RECIPIENT_UPDATES_PER_HOUR,
      windowMs: HOUR_MS,
      message: (seconds) => recipientUpdateMessages.perPortal(RECIPIENT_UPDATES_PER_HOUR, seconds),
    },
  ]);

  const owner = await ownerOf(ctx, portal);
  const sent: typeof toMail = [];
  for (const plan of toMail) {
    const allowed = await hasMailAllowance(ctx, {
      name: 'recipient-mail-owner',
      key: portal.ownerId,
      max: RECIPIENT_MAILS_PER_OWNER,
      windowMs: HOUR_MS,
    });
    if (!allowed) break;
    const mail = await buildUpdateMail(ctx, { portal, owner, recipient: plan.record, changes: plan.changes, message });
    await ctx.mailer.send({ kind: 'portal-recipient-update', to: plan.record.email, ...mail });
    sent.push(plan);
  }
  await ctx.repos.recipientUpdates.recordUpdate({
    id: randomUUID(),
    portalId: portal.id,
    actorId: user.id,
    at: ctx.clock(),
    recipientIds: sent.map((plan) => plan.record.id),
  });
  return {
    sentTo: sent.map((plan) => plan.record.email),
    changes: new Set(sent.flatMap((plan) => plan.changes.map((change) => change.fileId))).size,
  };
}
