import {
  ANALYTICS_LIMITS,
  DASHBOARD_HOME_LIMITS,
  type DashboardHome,
  type WaitingOnClientsItem,
  type WaitingOnYouItem,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { effectiveStatus, portalScopeFor } from '../access';
import { describeEvent } from '../analytics';
import type { UserRecord } from '../users';
import { homeLinks } from './home-links';

const DAY_MS = 24 * 60 * 60 * 1000;
const byNewest = (a: { at: string }, b: { at: string }) => b.at.localeCompare(a.at);
const daysSince = (since: string, now: Date) => Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / DAY_MS));
const someone = (who: string | null) => who?.trim() || 'A client';

/**
 * The creator's home across every portal they can see (by the same team rules as the portal list): what waits
 * on them, what waits on their clients, and the latest client events.
 */
export async function buildDashboardHome(ctx: AppContext, user: UserRecord): Promise<DashboardHome> {
  const now = ctx.clock();
  const scope = await portalScopeFor(ctx, user);
  const portals = await ctx.repos.portals.listInScope(scope, { status: 'all', sort: 'name' }, now);
  const names = new Map(portals.map((portal) => [portal.id, portal.name]));
  const ids = portals.filter((portal) => !portal.archivedAt).map((portal) => portal.id);
  // Clients only wait on portals they can open.
  const active = portals.filter((portal) => effectiveStatus(portal, now) === 'active');
  const activeIds = active.map((portal) => portal.id);
  const limit = DASHBOARD_HOME_LIMITS.items;
  const formSince = new Date(now.getTime() - DASHBOARD_HOME_LIMITS.formResponseDays * DAY_MS).toISOString();
  const repo = ctx.repos.home;

  const [changes, comments, forms, uploads, unopened, awaiting, recent] = await Promise.all([
    repo.changeRequests(ids, limit),
    repo.unansweredComments(ids, limit),
    repo.formResponsesSince(ids, formSince, limit),
    repo.waitingUploads(ids, limit),
    repo.unopenedRecipients(activeIds, limit),
    repo.filesAwaitingDecision(activeIds, limit),
    ctx.repos.analytics.recentEvents(
      ids,
      { fromAt: new Date(0).toISOString(), toAt: new Date(now.getTime() + 1).toISOString() },
      ANALYTICS_LIMITS.recentActivity,
    ),
  ]);
  const portalName = (portalId: string) => names.get(portalId) ?? '';

  const waitingOnYou: WaitingOnYouItem[] = [
    ...changes.map((row) => ({
      kind: 'change_request' as const,
      id: `change_request:${row.id}`,
      portalId: row.portalId,
      portalName: portalName(row.portalId),
      fileId: row.fileId,
      fileName: row.fileName,
      who: someone(row.who),
      text: row.note.trim() || `Requested changes to "${row.fileName}"`,
      at: row.at,
      link: homeLinks.review(row.portalId, row.fileId),
    })),
    ...comments.map((row) => ({
      kind: 'comment' as const,
      id: `comment:${row.id}`,
      portalId: row.portalId,
      portalName: portalName(row.portalId),
      fileId: row.fileId,
      fileName: row.fileName,
      who: someone(row.who),
      text: row.body,
      at: row.at,
      link: row.fileId ? homeLinks.review(row.portalId, row.fileId) : homeLinks.comments(row.portalId),
    })),
    ...forms.map((row) => ({
      kind: 'form_response' as const,
      id: `form_response:${row.id}`,
      portalId: row.portalId,
      portalName: portalName(row.portalId),
      fileId: null,
      fileName: null,
      who: someone(row.who),
      text: 'Answered a form',
      at: row.at,
      link: homeLinks.activity(row.portalId),
    })),
    ...uploads.map((row) => ({
      kind: 'client_upload' as const,
      id: `client_upload:${row.id}`,
      portalId: row.portalId,
      portalName: portalName(row.portalId),
      fileId: null,
      fileName: row.name,
      who: someone(row.who),
      text: 'Sent a file for your review',
      at: row.at,
      link: homeLinks.requests(row.portalId),
    })),
  ]
    .sort(byNewest)
    .slice(0, limit);

  const closingBy = now.getTime() + DASHBOARD_HOME_LIMITS.closingSoonDays * DAY_MS;
  const closing: WaitingOnClientsItem[] = active
    .filter((portal) => portal.expiresAt && Date.parse(portal.expiresAt) <= closingBy)
    .map((portal) => ({
      kind: 'closing_soon',
      id: `closing_soon:${portal.id}`,
      portalId: portal.id,
      portalName: portal.name,
      fileId: null,
      fileName: null,
      who: null,
      since: portal.expiresAt!,
      waitingDays: 0,
      // The portal's reminder asks for approvals; a portal closing soon has nothing to ask for by mail yet.
      remind: null,
      recipientId: null,
      link: homeLinks.portal(portal.id),
    }));
  const waitingOnClients: WaitingOnClientsItem[] = [
    ...closing,
    ...unopened.map((row) => ({
      kind: 'not_opened' as const,
      id: `not_opened:${row.id}`,
      portalId: row.portalId,
      portalName: portalName(row.portalId),
      fileId: null,
      fileName: null,
      who: row.who,
      since: row.invitedAt,
      waitingDays: daysSince(row.invitedAt, now),
      remind: 'recipient' as const,
      recipientId: row.id,
      link: homeLinks.recipients(row.portalId),
    })),
    ...awaiting.map((row) => ({
      kind: 'awaiting_decision' as const,
      id: `awaiting_decision:${row.id}`,
      portalId: row.portalId,
      portalName: portalName(row.portalId),
      fileId: row.fileId,
      fileName: row.fileName,
      who: null,
      since: row.uploadedAt,
      waitingDays: daysSince(row.uploadedAt, now),
      remind: 'portal' as const,
      recipientId: null,
      link: homeLinks.review(row.portalId, row.fileId),
    })),
  ].slice(0, limit);

  return {
    waitingOnYou,
    waitingOnClients,
    recentActivity: recent.map((event) => ({
      ...event,
      type: event.type as DashboardHome['recentActivity'][number]['type'],
      decision: event.decision === 'approved' || event.decision === 'changes_requested' ? event.decision : null,
      text: describeEvent(event),
    })),
    generatedAt: now.toISOString(),
  };
}
