import { z } from 'zod';
import { recentActivitySchema } from './analytics';

// The creator's home: what waits on the creator, what waits on their clients, and the latest client events,
// across every portal the creator can see.

export const DASHBOARD_HOME_LIMITS = {
  /** Items per list; the oldest beyond this are left out (the portal's own tabs list them all). */
  items: 50,
  /** Form responses count as new for this many days. */
  formResponseDays: 7,
  /** A portal that closes within this many days is listed as closing soon. */
  closingSoonDays: 3,
} as const;

export const WAITING_ON_YOU_KINDS = ['change_request', 'comment', 'form_response', 'client_upload'] as const;
export const WAITING_ON_CLIENTS_KINDS = ['not_opened', 'awaiting_decision', 'closing_soon'] as const;

export const waitingOnYouItemSchema = z.object({
  kind: z.enum(WAITING_ON_YOU_KINDS),
  /** Unique within the list, for keys. */
  id: z.string(),
  portalId: z.string(),
  portalName: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  /** The client's name or email, or 'A client'. */
  who: z.string(),
  /** The comment, the change request's note, or a line about the form response or the uploaded file. */
  text: z.string(),
  at: z.string(),
  /** Where the one-click action goes in the app. */
  link: z.string(),
});
export type WaitingOnYouItem = z.infer<typeof waitingOnYouItemSchema>;

export const waitingOnClientsItemSchema = z.object({
  kind: z.enum(WAITING_ON_CLIENTS_KINDS),
  id: z.string(),
  portalId: z.string(),
  portalName: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  /** The recipient's name or address; null for a file or a portal. */
  who: z.string().nullable(),
  /** Since when: the invitation, the version's upload, or the portal's closing time for closing_soon. */
  since: z.string(),
  /** Whole days waited so far (0 for closing_soon). */
  waitingDays: z.number().int().nonnegative(),
  /**
   * 'recipient': POST /api/portals/:id/recipients/:recipientId/remind; 'portal': the stalled-approval nudge;
   * null when no reminder fits (a portal closing soon).
   */
  remind: z.enum(['recipient', 'portal']).nullable(),
  recipientId: z.string().nullable(),
  link: z.string(),
});
export type WaitingOnClientsItem = z.infer<typeof waitingOnClientsItemSchema>;

export const dashboardHomeSchema = z.object({
  waitingOnYou: z.array(waitingOnYouItemSchema),
  waitingOnClients: z.array(waitingOnClientsItemSchema),
  /** The latest 20 client events across the portals, newest first. */
  recentActivity: z.array(recentActivitySchema),
  generatedAt: z.string(),
});
export type DashboardHome = z.infer<typeof dashboardHomeSchema>;
