import { randomUUID } from 'node:crypto';
import {
  analyticsMessages,
  type NudgeResult,
  STALLED_APPROVALS,
  type StalledApprovals,
  type StalledPortal,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { Conflict, TooManyRequests } from '../../lib/errors';
import { effectiveStatus } from '../access';
import { actionMail, mailName, mailSubject } from '../mail';
import type { PortalRecord } from '../portals';
import { publicBranding, shareUrl } from '../public-portal';
import type { UserRecord } from '../users';

const DAY_MS = 86_400_000;
const COOLDOWN_MS = STALLED_APPROVALS.nudgeCooldownHours * 3_600_000;

function nextNudgeAt(lastNudgedAt: string | null, now: Date): string | null {
  if (!lastNudgedAt) return null;
  const next = Date.parse(lastNudgedAt) + COOLDOWN_MS;
  return next > now.getTime() ? new Date(next).toISOString() : null;
}

/**
 * Active portals where clients have been looking (views, downloads) for at least `days` days without anyone
 * approving, and files still wait for approval. "Since" is the first look after the portal's last approval
 * decision, so a client who is working through the files does not count as stalled. Longest waiting first.
 */
export async function listStalledApprovals(
  ctx: AppContext,
  portals: PortalRecord[],
  days: number,
): Promise<StalledApprovals> {
  const now = ctx.clock();
  const repo = ctx.repos.stalledApprovals;
  const live = portals.filter((portal) => effectiveStatus(portal, now) === 'active');
  const pending = await repo.pendingFiles(live.map((portal) => portal.id));
  const waiting = live.filter((portal) => (pending.get(portal.id) ?? 0) > 0);
  const ids = waiting.map((portal) => portal.id);
  const [lastApprovals, clients, nudges] = await Promise.all([
    repo.lastApprovalAt(ids),
    repo.verifiedClients(ids),
    repo.lastNudgeAt(ids),
  ]);
  const stalled: StalledPortal[] = [];
  for (const portal of waiting) {
    const lastApprovalAt = lastApprovals.get(portal.id) ?? null;
    const waitingSince = await repo.firstClientLookAfter(portal.id, lastApprovalAt);
    if (!waitingSince) continue;
    const waited = now.getTime() - Date.parse(waitingSince);
    if (waited < days * DAY_MS) continue;
    const lastNudgedAt = nudges.get(portal.id) ?? null;
    stalled.push({
      portalId: portal.id,
      name: portal.name,
      shareUrl: shareUrl(ctx, portal.uuid),
      pendingFiles: pending.get(portal.id) ?? 0,
      waitingSince,
      daysWaiting: Math.floor(waited / DAY_MS),
      lastActivityAt: (await repo.lastClientLook(portal.id)) ?? waitingSince,
      lastApprovalAt,
      verifiedClients: clients.get(portal.id)?.length ?? 0,
      lastNudgedAt,
      nextNudgeAt: nextNudgeAt(lastNudgedAt, now),
    });
  }
  stalled.sort((a, b) => a.waitingSince.localeCompare(b.waitingSince) || a.name.localeCompare(b.name));
  return { days, portals: stalled };
}

function tooSoon(lastAt: string, now: Date): TooManyRequests {
  const seconds = (Date.parse(lastAt) + COOLDOWN_MS - now.getTime()) / 1000;
  return new TooManyRequests(analyticsMessages.nudgeTooSoon(seconds), seconds);
}

/**
 * Emails every verified client of the portal a reminder that files wait for their approval, at most once per
 * portal per 24 hours (across app instances: the nudge is recorded, under a lock, before any mail goes out).
 * A nudge is not client activity: it is kept apart from the events analytics counts.
 */
export async function nudgePortal(ctx: AppContext, user: UserRecord, portal: PortalRecord): Promise<NudgeResult> {
  const now = ctx.clock();
  const repo = ctx.repos.stalledApprovals;
  if (effectiveStatus(portal, now) !== 'active') throw new Conflict(analyticsMessages.nudgePortalNotActive);
  const notBefore = new Date(now.getTime() - COOLDOWN_MS).toISOString();
  const last = (await repo.lastNudgeAt([portal.id])).get(portal.id);
  if (last && last > notBefore) throw tooSoon(last, now);
  const recipients = (await repo.verifiedClients([portal.id])).get(portal.id) ?? [];
  if (recipients.length === 0) throw new Conflict(analyticsMessages.nudgeNoVerifiedClients);

  const claim = await repo.claimNudge(
    {
      id: randomUUID(),
      portalId: portal.id,
      ownerId: portal.ownerId,
      sentBy: user.id,
      recipients: recipients.length,
      createdAt: now.toISOString(),
    },
    notBefore,
  );
  if (!claim.claimed) throw tooSoon(claim.lastAt, now);

  const owner = portal.ownerId === user.id ? user : await ctx.repos.users.findById(portal.ownerId);
  const sender = owner ? mailName((await publicBranding(ctx, { portal, owner })).displayName) : 'Your contact';
  const portalName = mailName(portal.name);
  const url = shareUrl(ctx, portal.uuid);
  for (const client of recipients) {
    const mail = actionMail({
      greeting: mailName(client.name) ? `Hello ${mailName(client.name)},` : 'Hello,',
      intro: `${sender} is waiting for your approval in "${portalName}". Open the portal to review the files, then approve them or ask for changes.`,
      action: 'Review and approve',
      url,
      outro: 'You get this reminder because you verified this email address on the portal.',
    });
    await ctx.mailer.send({
      kind: 'approval-nudge',
      to: client.email,
      subject: mailSubject(analyticsMessages.nudgeMailSubject(portalName)),
      ...mail,
    });
  }
  return {
    portalId: portal.id,
    sent: recipients.length,
    nudgedAt: now.toISOString(),
    nextNudgeAt: new Date(now.getTime() + COOLDOWN_MS).toISOString(),
  };
}
