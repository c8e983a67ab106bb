import type { DashboardHome } from '@clientdock/shared';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A home with one item of each kind, as GET /api/dashboard/home answers it. */
export function homeWithData(): DashboardHome {
  return {
    waitingOnYou: [
      {
        kind: 'comment',
        id: 'comment:c1',
        portalId: 'p1',
        portalName: 'Launch proofs',
        fileId: null,
        fileName: null,
        who: 'Dana Reyes',
        text: 'Can the logo be a little bigger on the cover?',
        at: hoursAgo(2),
        link: '/dashboard/edit/p1?tab=activity&activity=comments',
      },
      {
        kind: 'change_request',
        id: 'change_request:a1',
        portalId: 'p1',
        portalName: 'Launch proofs',
        fileId: 'f1',
        fileName: 'cover.pdf',
        who: 'Dana Reyes',
        text: 'The date on page 2 is wrong.',
        at: hoursAgo(26),
        link: '/dashboard/edit/p1?tab=files&review=f1',
      },
      {
        kind: 'form_response',
        id: 'form_response:r1',
        portalId: 'p2',
        portalName: 'Brand kit',
        fileId: null,
        fileName: null,
        who: 'Lee Park',
        text: 'Answered a form',
        at: hoursAgo(50),
        link: '/dashboard/edit/p2?tab=activity',
      },
    ],
    waitingOnClients: [
      {
        kind: 'not_opened',
        id: 'not_opened:r1',
        portalId: 'p2',
        portalName: 'Brand kit',
        fileId: null,
        fileName: null,
        who: 'sam@example.com',
        since: hoursAgo(72),
        waitingDays: 3,
        remind: 'recipient',
        recipientId: 'rec1',
        link: '/dashboard/edit/p2?tab=recipients',
      },
      {
        kind: 'awaiting_decision',
        id: 'awaiting_decision:v1',
        portalId: 'p1',
        portalName: 'Launch proofs',
        fileId: 'f2',
        fileName: 'poster.png',
        who: null,
        since: hoursAgo(130),
        waitingDays: 5,
        remind: 'portal',
        recipientId: null,
        link: '/dashboard/edit/p1?tab=files&review=f2',
      },
    ],
    recentActivity: [
      {
        id: 'e1',
        type: 'comment',
        at: hoursAgo(2),
        portalId: 'p1',
        portalName: 'Launch proofs',
        fileId: null,
        fileName: null,
        visitorName: 'Dana Reyes',
        visitorEmail: null,
        decision: null,
        text: 'Dana Reyes commented in "Launch proofs"',
      },
      {
        id: 'e2',
        type: 'download',
        at: hoursAgo(5),
        portalId: 'p2',
        portalName: 'Brand kit',
        fileId: 'f9',
        fileName: 'logo.svg',
        visitorName: 'Lee Park',
        visitorEmail: null,
        decision: null,
        text: 'Lee Park downloaded "logo.svg" from "Brand kit"',
      },
    ],
    generatedAt: new Date().toISOString(),
  };
}

export const emptyHome = (): DashboardHome => ({
  waitingOnYou: [],
  waitingOnClients: [],
  recentActivity: [],
  generatedAt: new Date().toISOString(),
});
