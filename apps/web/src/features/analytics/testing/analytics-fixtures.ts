import type { Analytics, AnalyticsPeriod, StalledApprovals, StalledPortal } from '@clientdock/shared';

const metric = (value: number, previous: number | null, change: number | null) => ({ value, previous, change });

/** An analytics answer with a bit of everything: two portals, a file, two clients, recent events. */
export function makeAnalytics(period: AnalyticsPeriod = '30d', overrides: Partial<Analytics> = {}): Analytics {
  return {
    period,
    lastUpdated: new Date().toISOString(),
    advanced: true,
    overview: {
      portals: { active: 2, total: 3 },
      views: metric(1240, 1000, 24),
      uniqueVisitors: metric(86, 100, -14),
      downloads: metric(312, 0, null),
      comments: metric(18, 18, 0),
      approvals: metric(7, 5, 40),
      linkPreviews: 14,
    },
    timeSeries: [
      { date: '2026-03-16', views: 10, downloads: 2, comments: 1, approvals: 0 },
      { date: '2026-03-17', views: 0, downloads: 0, comments: 0, approvals: 0 },
      { date: '2026-03-18', views: 7, downloads: 3, comments: 0, approvals: 1 },
    ],
    portalPerformance: [
      {
        portalId: 'p-launch',
        name: 'Launch proofs',
        status: 'active',
        views: 900,
        downloads: 250,
        comments: 12,
        approvals: 5,
        conversionRate: 28,
        engagement: 1,
      },
      {
        portalId: 'p-brand',
        name: 'Brand refresh',
        status: 'archived',
        views: 340,
        downloads: 62,
        comments: 6,
        approvals: 2,
        conversionRate: 18,
        engagement: 2,
      },
      {
        portalId: 'p-new',
        name: 'Annual report',
        status: 'active',
        views: 0,
        downloads: 0,
        comments: 0,
        approvals: 0,
        conversionRate: 0,
        engagement: 0,
      },
    ],
    filePopularity: [
      { fileId: 'f1', name: 'poster.png', portalId: 'p-launch', portalName: 'Launch proofs', downloads: 180 },
      { fileId: 'f2', name: 'logo-kit.zip', portalId: 'p-brand', portalName: 'Brand refresh', downloads: 60 },
    ],
    clientEngagement: [
      {
        id: 'email:dana@client.test',
        name: 'Dana Client',
        email: 'dana@client.test',
        verified: true,
        portals: 2,
        views: 40,
        downloads: 12,
        comments: 3,
        approvals: 2,
        lastSeenAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      },
      {
        id: 'visitor-1',
        name: null,
        email: null,
        verified: false,
        portals: 1,
        views: 55,
        downloads: 0,
        comments: 0,
        approvals: 0,
        lastSeenAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      },
    ],
    recentActivity: [
      {
        id: 'e1',
        type: 'download',
        at: new Date(Date.now() - 5 * 60_000).toISOString(),
        portalId: 'p-launch',
        portalName: 'Launch proofs',
        fileId: 'f1',
        fileName: 'poster.png',
        visitorName: 'Dana Client',
        visitorEmail: 'dana@client.test',
        decision: null,
        text: 'Dana Client downloaded "poster.png" from "Launch proofs"',
      },
      {
        id: 'e2',
        type: 'approval',
        at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        portalId: 'p-launch',
        portalName: 'Launch proofs',
        fileId: 'f1',
        fileName: 'poster.png',
        visitorName: 'Dana Client',
        visitorEmail: 'dana@client.test',
        decision: 'approved',
        text: 'Dana Client approved "poster.png" in "Launch proofs"',
      },
    ],
    ...overrides,
  };
}

/** A creator with portals but nothing recorded yet. */
export function makeQuietAnalytics(period: AnalyticsPeriod = '30d'): Analytics {
  const zero = { value: 0, previous: 0, change: 0 };
  return makeAnalytics(period, {
    overview: {
      portals: { active: 1, total: 1 },
      views: zero,
      uniqueVisitors: zero,
      downloads: zero,
      comments: zero,
      approvals: zero,
      linkPreviews: 0,
    },
    timeSeries: [{ date: '2026-03-18', views: 0, downloads: 0, comments: 0, approvals: 0 }],
    portalPerformance: [],
    filePopularity: [],
    clientEngagement: [],
    recentActivity: [],
  });
}

/** A creator who has not made a portal yet. */
export function makeNewCreatorAnalytics(period: AnalyticsPeriod = '30d'): Analytics {
  const quiet = makeQuietAnalytics(period);
  return { ...quiet, overview: { ...quiet.overview, portals: { active: 0, total: 0 } } };
}

export function makeStalledPortal(overrides: Partial<StalledPortal> = {}): StalledPortal {
  return {
    portalId: 'p-launch',
    name: 'Launch proofs',
    shareUrl: 'http://localhost:3000/portal/abc',
    pendingFiles: 2,
    waitingSince: new Date(Date.now() - 6 * 86_400_000).toISOString(),
    daysWaiting: 6,
    lastActivityAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    lastApprovalAt: null,
    verifiedClients: 2,
    lastNudgedAt: null,
    nextNudgeAt: null,
    ...overrides,
  };
}

export function makeStalled(portals: StalledPortal[] = [makeStalledPortal()]): StalledApprovals {
  return { days: 5, portals };
}
