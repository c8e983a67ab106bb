import { randomBytes, randomUUID } from 'node:crypto';
import {
  RECIPIENT_AUTO_REMINDER_DAYS,
  RECIPIENT_STATUSES,
  type Recipient,
  type RecipientCreate,
  type RecipientList,
  type RecipientListItem,
  type RecipientSettings,
  recipientMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, Conflict, NotFound } from '../../lib/errors';
import { effectiveStatus, loadPortalFor } from '../access';
import { takeMailAllowance } from '../mail';
import { openPin, type PortalRecord } from '../portals';
import { hashPersonalToken } from '../public-portal';
import type { UserRecord } from '../users';
import { REMIND_INTERVAL_MS, recipientMailLimits } from './recipient-limits';
import { sendRecipientMail } from './recipient-mail';
import { NOTHING_READ, summarizeRecipientReading } from './recipient-reading';
import type { RecipientRecord } from './recipients.repository';

type Actor = Pick<UserRecord, 'id'>;

export function describeRecipient(record: RecipientRecord): Recipient {
  return {
    id: record.id,
    email: record.email,
    name: record.name,
    status: record.status,
    invitedAt: record.invitedAt,
    firstOpenedAt: record.firstOpenedAt,
    lastSeenAt: record.lastSeenAt,
    filesViewed: record.viewedFileIds.length,
    downloads: record.downloads,
    remindersSent: record.remindersSent,
    lastRemindedAt: record.lastRemindedAt,
  };
}

/** Those who have not opened the portal first (the longest waiting first), then the most recently seen. */
function waitingFirst(a: RecipientRecord, b: RecipientRecord): number {
  const aWaiting = a.status === 'invited';
  const bWaiting = b.status === 'invited';
  if (aWaiting !== bWaiting) return aWaiting ? -1 : 1;
  if (aWaiting) return a.invitedAt.localeCompare(b.invitedAt);
  return (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? '');
}

/** The schedule a portal's reminders follow: its own days, else the default 2 and 5 days. */
export function scheduleOf(days: number[] | null): readonly number[] {
  return days && days.length > 0 ? days : RECIPIENT_AUTO_REMINDER_DAYS;
}

export async function listRecipients(ctx: AppContext, user: Actor, portalId: string): Promise<RecipientList> {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const [records, settings, readingRows, files] = await Promise.all([
    ctx.repos.recipients.listLive(portal.id),
    ctx.repos.recipients.reminderSettings(portal.id),
    ctx.repos.recipients.readingByRecipient(portal.id),
    ctx.repos.files.listLatest(portal.id),
  ]);
  const reading = summarizeRecipientReading(readingRows, files);
  const describe = (record: RecipientRecord): RecipientListItem => ({
    ...describeRecipient(record),
    reading: reading.get(record.id) ?? NOTHING_READ,
  });
  return {
    recipients: records.sort(waitingFirst).map(describe),
    autoReminders: settings.autoReminders,
    reminderDays: [...scheduleOf(settings.reminderDays)],
  };
}

/** The portal's automatic reminders: on or off, and on which days after the invitation. */
export async function setAutoReminders(ctx: AppContext, user: Actor, portalId: string, settings: RecipientSettings) {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  await ctx.repos.recipients.setReminderSettings(portal.id, settings.autoReminders, settings.reminderDays, ctx.clock());
  return listRecipients(ctx, user, portalId);
}

function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashPersonalToken(token) };
}

async function ownerOf(ctx: AppContext, portal: PortalRecord): Promise<UserRecord> {
  const found = await ctx.repos.portals.findByUuidWithOwner(portal.uuid);
  if (!found?.owner) throw new NotFound(recipientMessages.notFound);
  return found.owner;
}

/** An email-code portal lets the recipient in: the address joins a non-empty allow list (empty means anyone). */
async function allowOnEmailPortal(ctx: AppContext, portal: PortalRecord, email: string) {
  if (portal.accessType !== 'email' || portal.allowedEmails.length === 0) return;
  if (portal.allowedEmails.some((allowed) => allowed.toLowerCase() === email)) return;
  await ctx.repos.portals.update(portal.id, { allowedEmails: [...portal.allowedEmails, email] });
}

/**
 * The PIN for the invitation, when asked for on a PIN portal (ignored on others). Only the invitation carries it:
 * the choice is not stored, so reminders keep saying the portal asks for a PIN.
 */
function pinToSend(ctx: AppContext, portal: PortalRecord, includePin: boolean): string | null {
  if (!includePin || portal.accessType !== 'pin') return null;
  const pin = openPin(ctx, portal);
  if (!pin) throw new Conflict(recipientMessages.pinNotSealed);
  return pin;
}

/**
 * Sends the portal to a client. An address already invited (and not revoked) gets the mail again, with a new
 * personal link, and keeps its progress; answers whether a recipient was created.
 */
export async function inviteRecipient(
  ctx: AppContext,
  user: Actor,
  portalId: string,
  input: RecipientCreate,
): Promise<{ recipient: Recipient; created: boolean }> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  if (effectiveStatus(portal, ctx.clock()) !== 'active') throw new Conflict(recipientMessages.portalNotShareable);
  const email = input.email.trim().toLowerCase();
  const name = input.name?.trim() || null;
  const message = input.message?.trim() || null;
  const pin = pinToSend(ctx, portal, input.includePin === true);
  await takeMailAllowance(ctx, recipientMailLimits(portal.id, portal.ownerId));

  const { token, tokenHash } = newToken();
  let record = await ctx.repos.recipients.findLive(portal.id, email);
  let created = false;
  if (!record) {
    const now = ctx.clock().toISOString();
    const fresh: RecipientRecord = {
      id: randomUUID(),
      portalId: portal.id,
      email,
      name,
      message,
      tokenHash,
      invitedAt: now,
      invitedBy: user.id,
      proofUsedAt: null,
      firstOpenedAt: null,
      lastSeenAt: null,
      expiryRemindedAt: null,
      status: 'invited',
      viewedFileIds: [],
      downloads: 0,
      revokedAt: null,
      remindersSent: 0,
      lastRemindedAt: null,
      autoReminderStage: 0,
    };
    created = await ctx.repos.recipients.insert(fresh);
    record = created ? fresh : await ctx.repos.recipients.findLive(portal.id, email);
  }
  if (!record) throw new Conflict(recipientMessages.notFound);
  if (!created) {
    const patch = { tokenHash, name: name ?? record.name, message: message ?? record.message };
    await ctx.repos.recipients.renewInvitation(record.id, patch);
    record = { ...record, ...patch, proofUsedAt: null };
  }
  await allowOnEmailPortal(ctx, portal, email);
  const owner = await ownerOf(ctx, portal);
  await sendRecipientMail(ctx, { portal, owner, recipient: record, token, kind: 'invitation', pin });
  return { recipient: describeRecipient(record), created };
}

async function loadRecipient(ctx: AppContext, portal: PortalRecord, recipientId: string) {
  const record = await ctx.repos.recipients.findLiveById(portal.id, recipientId);
  if (!record) throw new NotFound(recipientMessages.notFound);
  return record;
}

/**
 * Ends a recipient's access at once: their personal link proves nothing, their access cookie and any code
 * they ask for are refused, and no browser counts as them any more. They can be invited again.
 */
export async function revokeRecipient(ctx: AppContext, user: Actor, portalId: string, recipientId: string) {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  const record = await loadRecipient(ctx, portal, recipientId);
  await ctx.repos.recipients.revoke(record.id, ctx.clock());
  await ctx.repos.recipients.forgetVerifiedVisitors(portal.id, record.email);
  // Off the allow list too, unless that would empty it (an empty list lets anyone ask for a code).
  const rest = portal.allowedEmails.filter((allowed) => allowed.toLowerCase() !== record.email);
  if (portal.accessType === 'email' && rest.length > 0 && rest.length < portal.allowedEmails.length) {
    await ctx.repos.portals.update(portal.id, { allowedEmails: rest });
  }
}

function remindTooSoon(lastRemindedAt: string | null, now: Date): AppError {
  const last = lastRemindedAt ? new Date(lastRemindedAt).getTime() : now.getTime();
  const seconds = Math.max(1, Math.ceil((last + REMIND_INTERVAL_MS - now.getTime()) / 1000));
  return new AppError(
    429,
    'TOO_MANY_REQUESTS',
    recipientMessages.remindTooSoon(seconds),
    undefined,
    { 'retry-after': String(seconds) },
    { retryAfterSeconds: seconds },
  );
}

/** A reminder now, at most one per recipient an hour; it carries a new personal link. */
export async function remindRecipient(ctx: AppContext, user: Actor, portalId: string, recipientId: string) {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  if (effectiveStatus(portal, ctx.clock()) !== 'active') throw new Conflict(recipientMessages.portalNotShareable);
  const record = await loadRecipient(ctx, portal, recipientId);
  const now = ctx.clock();
  if (!(await ctx.repos.recipients.claimManualReminder(record.id, now, new Date(now.getTime() - REMIND_INTERVAL_MS)))) {
    throw remindTooSoon(await ctx.repos.recipients.lastReminder(record.id), now);
  }
  await sendReminder(ctx, portal, await ownerOf(ctx, portal), record);
  const updated = await ctx.repos.recipients.findLiveById(portal.id, record.id);
  return describeRecipient(updated ?? record);
}

/** A reminder with a fresh personal link; `closesAt` when it is the one that the portal closes soon. */
export async function sendReminder(
  ctx: AppContext,
  portal: PortalRecord,
  owner: UserRecord,
  record: RecipientRecord,
  closesAt?: string,
) {
  const { token, tokenHash } = newToken();
  await ctx.repos.recipients.renewInvitation(record.id, { tokenHash, name: record.name, message: record.message });
  await sendRecipientMail(ctx, { portal, owner, recipient: record, token, kind: 'reminder', closesAt });
}

export const statusRank = (status: Recipient['status']) => RECIPIENT_STATUSES.indexOf(status);
