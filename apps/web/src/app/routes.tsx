import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type PageModule = { default: ComponentType };

/** Each page is its own chunk, loaded when its route is first visited. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const route = (path: string, load: () => Promise<PageModule>): RouteObject => ({ path, lazy: page(load) });

// Layouts and guards load lazily too: a client opening a portal on a phone never downloads ClientDock's own
// shell (top bar, drawer, footer, notifications), only the branded portal.
const publicShell = async () => ({ Component: (await import('./layout/app-shell')).PublicShell });
const appShell = async () => ({ Component: (await import('./layout/app-shell')).AppShell });
const guestOnly = async () => ({ Component: (await import('./guards/guest-only')).GuestOnly });
const requireAuth = async () => ({ Component: (await import('./guards/require-auth')).RequireAuth });
const requireAdmin = async () => ({ Component: (await import('./guards/require-auth')).RequireAdmin });

const publicRoutes: RouteObject[] = [
  route('features', () => import('@/features/marketing/routes/features-page')),
  route('pricing', () => import('@/features/marketing/routes/pricing-page')),
  route('privacy', () => import('@/features/marketing/routes/privacy-page')),
  route('terms', () => import('@/features/marketing/routes/terms-page')),
  route('cookies', () => import('@/features/marketing/routes/cookies-page')),
  route('security', () => import('@/features/marketing/routes/security-page')),
  route('about', () => import('@/features/marketing/routes/about-page')),
  route('help', () => import('@/features/marketing/routes/help-page')),
  route('contact', () => import('@/features/marketing/routes/contact-page')),
  route('integrations', () => import('@/features/marketing/routes/integrations-page')),
  route('careers', () => import('@/features/marketing/routes/careers-page')),
  route('docs', () => import('@/features/marketing/routes/docs-page')),
  route('blog', () => import('@/features/blog/routes/blog-page')),
  route('blog/:postId', () => import('@/features/blog/routes/blog-post-page')),
  route('status', () => import('@/features/status/routes/status-page')),
  route('marketplace', () => import('@/features/templates/routes/marketplace-page')),
  route('templates', () => import('@/features/templates/routes/marketplace-page')),
  route('marketplace/:templateId', () => import('@/features/templates/routes/template-detail-page')),
  route('templates/:templateId', () => import('@/features/templates/routes/template-detail-page')),
  route('team/accept-invitation', () => import('@/features/team/routes/accept-invitation-page')),
  route('creators/:creatorId', () => import('@/features/creators/routes/creator-profile-page')),
];

const signedInRoutes: RouteObject[] = [
  route('dashboard', () => import('./routes/dashboard-route')),
  route('dashboard/portals', () => import('@/features/portals/routes/portals-page')),
  route('dashboard/edit/:portalId', () => import('@/features/portals/routes/edit-portal-page')),
  route('dashboard/archive', () => import('@/features/portals/routes/archive-page')),
  route('dashboard/templates', () => import('@/features/templates/routes/my-templates-page')),
  route('dashboard/assigned', () => import('@/features/portals/routes/assigned-portals-page')),
  route('portal-layout-builder', () => import('@/features/portals/routes/layout-builder-page')),
  route('archive/portal/:uuid', () => import('@/features/portals/routes/archived-portal-page')),
  route('dashboard/analytics', () => import('@/features/analytics/routes/analytics-page')),
  route('dashboard/settings', () => import('@/features/settings/routes/settings-page')),
  route('dashboard/creator-settings', () => import('@/features/settings/routes/creator-settings-page')),
  route('dashboard/branding', () => import('@/features/settings/routes/branding-page')),
  route('dashboard/team', () => import('@/features/team/routes/team-page')),
  route('dashboard/notifications/test', () => import('@/features/notifications/routes/test-notifications-page')),
  route('debug/admin', () => import('@/features/debug/routes/debug-admin-page')),
];

const adminRoutes: RouteObject[] = [
  route('admin/dashboard', () => import('@/features/admin/routes/admin-dashboard-page')),
  route('admin/creators', () => import('@/features/admin/routes/admin-creators-page')),
  route('admin/templates', () => import('@/features/admin/routes/admin-templates-page')),
  route('admin/blog', () => import('@/features/admin/routes/admin-blog-page')),
  route('admin/analytics', () => import('@/features/admin/routes/admin-analytics-page')),
  route('admin/security', () => import('@/features/admin/routes/admin-security-page')),
  route('admin/notifications', () => import('@/features/admin/routes/admin-notifications-page')),
  route('admin/support-tickets', () => import('@/features/admin/routes/admin-support-tickets-page')),
  route('admin/analytics-management', () => import('@/features/admin/routes/admin-analytics-management-page')),
  route('admin/settings', () => import('@/features/admin/routes/admin-settings-page')),
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        lazy: publicShell,
        children: [
          {
            lazy: guestOnly,
            children: [
              { index: true, lazy: page(() => import('@/features/landing/routes/landing-page')) },
              route('login', () => import('@/features/auth/routes/login-page')),
              route('register', () => import('@/features/auth/routes/register-page')),
            ],
          },
          ...publicRoutes,
          // Open signed in or not: a reset link may be followed in a browser where someone is signed in.
          route('forgot-password', () => import('@/features/auth/routes/forgot-password-page')),
          route('reset-password', () => import('@/features/auth/routes/reset-password-page')),
        ],
      },
      // The client portal carries the creator's brand, not ClientDock's shell.
      route('portal', () => import('@/features/client-portal/routes/portal-entry-page')),
      route('portal/:uuid', () => import('@/features/client-portal/routes/client-portal-page')),
      {
        lazy: requireAuth,
        children: [
          {
            lazy: appShell,
            children: [...signedInRoutes, { lazy: requireAdmin, children: adminRoutes }],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
