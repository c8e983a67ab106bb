import {
  adminCreatorListQuerySchema,
  adminCreatorUpdateSchema,
  analyticsQuerySchema,
  announcementCreateSchema,
  approvalCreateSchema,
  blogPostCreateSchema,
  blogPostUpdateSchema,
  blogPreviewRequestSchema,
  brandingUpdateSchema,
  commentCreateSchema,
  commentResolveSchema,
  creatorCommentCreateSchema,
  creatorProfileUpdateSchema,
  customDomainCreateSchema,
  emailChangeSchema,
  emailCodeRequestSchema,
  emailCodeVerifySchema,
  eventRetentionUpdateSchema,
  formSubmissionSchema,
  notificationPreferencesSchema,
  passwordChangeSchema,
  pinUnlockSchema,
  platformSettingsUpdateSchema,
  portalDefaultsUpdateSchema,
  profileUpdateSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  securityLogQuerySchema,
  stalledApprovalsQuerySchema,
  testNotificationRequestSchema,
} from '@clientdock/shared';
import type { ZodType } from 'zod';

export interface RouteDocs {
  summary?: string;
  /** Validated in the handler (so a bad input gets the spec's own message); shown in the reference only. */
  body?: ZodType;
  querystring?: ZodType;
}

/** What the reference says about each route, keyed by "METHOD /path" as the route declares it. */
export const ROUTE_DOCS: Record<string, RouteDocs> = {
  'GET /api/platform': { summary: 'The platform\u2019s name, support email and registration mode' },

  'GET /api/admin/creators': {
    summary: 'List accounts: search by name or email, filter by plan, status and type, page (users:read)',
    querystring: adminCreatorListQuerySchema,
  },
  'GET /api/admin/creators/:id': { summary: 'One account (users:read)' },
  'PATCH /api/admin/creators/:id': {
    summary: 'Approve, suspend or reactivate an account; change its plan (billing:write), type, level, permissions',
    body: adminCreatorUpdateSchema,
  },
  'GET /api/admin/settings': { summary: 'Platform settings (any admin)' },
  'PATCH /api/admin/settings': {
    summary: 'Change platform settings (settings:write)',
    body: platformSettingsUpdateSchema,
  },
  'GET /api/admin/security-logs': {
    summary: 'The audit log, newest first: filter by kind, actor or email, and dates (logs:read)',
    querystring: securityLogQuerySchema,
  },
  'GET /api/admin/security-logs/export.csv': {
    summary: 'The filtered audit log as CSV, up to 10,000 rows (logs:read)',
    querystring: securityLogQuerySchema,
  },
  'GET /api/admin/dashboard': {
    summary: 'Platform figures: accounts, portals, storage, activity, approvals (any admin)',
  },
  'GET /api/admin/debug': { summary: 'Diagnostics: version, database and migrations, storage, mail, jobs (logs:read)' },

  'GET /api/health': { summary: 'Health of the app, database, storage and mail' },
  'GET /api/me': { summary: 'The signed-in user with plan, limits, abilities and usage' },

  'GET /api/portals': { summary: 'List your portals (filter by status, search, sort)' },
  'POST /api/portals': { summary: 'Create a portal' },
  'GET /api/portals/:id': { summary: 'Read one portal' },
  'PATCH /api/portals/:id': { summary: 'Change a portal (name, access, expiry, sections, branding)' },
  'DELETE /api/portals/:id': { summary: 'Delete a portal and its files' },
  'POST /api/portals/:id/archive': { summary: 'Archive a portal (its link stops working)' },
  'POST /api/portals/:id/restore': { summary: 'Restore an archived portal' },
  'GET /api/portals/by-uuid/:uuid/archive-view': { summary: 'Read an archived portal as its client saw it' },
  'GET /api/portals/:id/files': { summary: 'List the files of a portal' },
  'PUT /api/portals/:id/files/order': { summary: 'Reorder the files of a portal' },
  'GET /api/portals/:id/files/:fileId/versions': { summary: 'List the versions of a file' },
  'PATCH /api/portals/:id/files/:fileId': { summary: 'Rename a file' },
  'DELETE /api/portals/:id/files/:fileId': { summary: 'Delete a file' },
  'GET /api/portals/:id/files/:fileId/download': { summary: 'Download a file (supports Range)' },
  'GET /api/portals/:id/files/:fileId/thumbnail': { summary: 'A file\u2019s thumbnail image' },
  'GET /api/portals/:id/comments': { summary: 'List the comments on a portal' },
  'POST /api/portals/:id/comments': { summary: 'Reply to your clients in a portal', body: creatorCommentCreateSchema },
  'PATCH /api/portals/:id/comments/:commentId': { summary: 'Resolve or reopen a comment', body: commentResolveSchema },
  'GET /api/portals/:id/approvals': { summary: 'List the approvals and change requests of a portal' },
  'GET /api/portals/:id/form-responses': { summary: 'List the form answers of a portal' },
  'GET /api/portals/:id/form-responses.csv': { summary: 'Form answers as CSV' },
  'GET /api/portals/:id/visitors': { summary: 'Who opened a portal, and what they did' },
  'GET /api/portals/:id/analytics': { summary: 'Analytics of one portal', querystring: analyticsQuerySchema },

  'GET /api/settings/profile': { summary: 'Your profile' },
  'PATCH /api/settings/profile': { summary: 'Change your profile', body: profileUpdateSchema },
  'POST /api/settings/avatar': { summary: 'Upload a profile picture (multipart, field "file")' },
  'DELETE /api/settings/avatar': { summary: 'Remove your profile picture' },
  'GET /api/settings/branding': { summary: 'Your branding: logo and colours' },
  'PATCH /api/settings/branding': { summary: 'Change your colours and custom domain', body: brandingUpdateSchema },
  'POST /api/settings/branding/logo': { summary: 'Upload a logo (multipart, field "file"; fit to 600x200)' },
  'DELETE /api/settings/branding/logo': { summary: 'Remove your logo' },
  'GET /api/settings/portal-defaults': { summary: 'Defaults for new portals' },
  'PATCH /api/settings/portal-defaults': {
    summary: 'Change the defaults for new portals',
    body: portalDefaultsUpdateSchema,
  },
  'GET /api/settings/notifications': { summary: 'Your notification preferences' },
  'PATCH /api/settings/notifications': {
    summary: 'Save your notification preferences (the whole object)',
    body: notificationPreferencesSchema,
  },
  'GET /api/branding/:kind/:userId/:file': { summary: 'A logo, avatar or banner image' },

  'POST /api/account/email': { summary: 'Start an email change (asks for your password)', body: emailChangeSchema },
  'GET /api/account/email/status': { summary: 'Whether a pending email change is done' },
  'GET /api/account/email/revert': { summary: 'Undo an email change from the link mailed to the old address' },
  'POST /api/account/password': { summary: 'Change your password', body: passwordChangeSchema },
  'GET /api/account/export': { summary: 'Export all your data as JSON' },

  'GET /api/custom-domains/tls-ask': { summary: 'For a TLS proxy: may a certificate be issued for this domain?' },
  'GET /api/custom-domains': { summary: 'List your custom domains' },
  'POST /api/custom-domains': { summary: 'Register a custom domain', body: customDomainCreateSchema },
  'GET /api/custom-domains/:domain/status': { summary: 'Check a custom domain\u2019s DNS records now' },
  'DELETE /api/custom-domains/:domain': { summary: 'Remove a custom domain' },

  'GET /api/creator-profile': { summary: 'Your public creator profile' },
  'PUT /api/creator-profile': { summary: 'Save your public creator profile', body: creatorProfileUpdateSchema },
  'POST /api/creator-profile/banner': { summary: 'Upload a profile banner (multipart, field "file")' },
  'GET /api/creators/:id': { summary: 'A creator\u2019s public profile, approved templates and figures' },

  'GET /api/templates': { summary: 'The template marketplace: search, filter, featured first, 20 per page' },
  'GET /api/templates/mine': { summary: 'Your own templates, whatever their status' },
  'POST /api/templates': { summary: 'Save a portal\u2019s layout as a template (starts pending review)' },
  'GET /api/templates/:id': { summary: 'One template: layout, figures, and what you may do with it' },
  'POST /api/templates/:id': { summary: 'Use a template: create a portal from it' },
  'PATCH /api/templates/:id': { summary: 'Change your template (a public one goes back to pending review)' },
  'DELETE /api/templates/:id': { summary: 'Delete your template (official samples cannot be deleted)' },
  'GET /api/templates/:id/reviews': { summary: 'Reviews of a template, newest first' },
  'POST /api/templates/:id/reviews': { summary: 'Review a template you used (1 to 5 stars, once)' },
  'PATCH /api/templates/:id/reviews/mine': { summary: 'Change your review of a template' },
  'POST /api/templates/:id/purchase': { summary: 'Buy a paid template' },
  'GET /api/admin/templates': { summary: 'Templates to moderate: pending, approved, rejected or all (templates:read)' },
  'POST /api/admin/templates/:id/approve': { summary: 'Approve a template for the marketplace (templates:write)' },
  'POST /api/admin/templates/:id/reject': { summary: 'Reject a template; the reason is mailed to its creator' },
  'POST /api/admin/templates/:id/feature': { summary: 'Feature or unfeature a template (templates:write)' },
  'POST /api/admin/templates/:id/verify': { summary: 'Mark a template verified or not (templates:write)' },

  'GET /api/public/portals/:uuid': { summary: 'Open a portal (401 PORTAL_LOCKED with the access type when locked)' },
  'POST /api/public/portals/:uuid/unlock': { summary: 'Unlock a PIN portal', body: pinUnlockSchema },
  'POST /api/public/portals/:uuid/email-code': {
    summary: 'Send a sign-in code by email',
    body: emailCodeRequestSchema,
  },
  'POST /api/public/portals/:uuid/verify-email': {
    summary: 'Unlock with the emailed code',
    body: emailCodeVerifySchema,
  },
  'GET /api/public/portals/:uuid/logo': { summary: 'The portal\u2019s logo' },
  'GET /api/public/portals/:uuid/files/:fileId': { summary: 'Preview or download a file (supports Range)' },
  'GET /api/public/portals/:uuid/files/:fileId/thumbnail': { summary: 'A file\u2019s thumbnail' },
  'GET /api/public/portals/:uuid/download-all': { summary: 'All files as one zip' },
  'GET /api/public/portals/:uuid/comments': { summary: 'The comments in a portal' },
  'POST /api/public/portals/:uuid/comments': { summary: 'Leave a comment', body: commentCreateSchema },
  'GET /api/public/portals/:uuid/approvals': { summary: 'The approvals given in a portal' },
  'POST /api/public/portals/:uuid/approvals': {
    summary: 'Approve a file or section, or ask for changes',
    body: approvalCreateSchema,
  },
  'POST /api/public/portals/:uuid/forms/:sectionId': { summary: 'Answer a form', body: formSubmissionSchema },

  'GET /api/notifications': { summary: 'Your latest 50 notifications, newest first' },
  'POST /api/notifications/:id/read': { summary: 'Mark a notification read' },
  'POST /api/notifications/read-all': { summary: 'Mark every notification read' },
  'POST /api/notifications/test': { summary: 'Send yourself a test notification', body: testNotificationRequestSchema },
  'GET /api/notifications/stream': { summary: 'Live notifications (Server-Sent Events)' },
  'GET /api/notifications/push': { summary: 'Browser push: the public key and whether it is on' },
  'POST /api/notifications/push-subscriptions': {
    summary: 'Subscribe this browser to push',
    body: pushSubscriptionSchema,
  },
  'DELETE /api/notifications/push-subscriptions': {
    summary: 'Unsubscribe a browser from push',
    body: pushUnsubscribeSchema,
  },
  'GET /api/notifications/unsubscribe': { summary: 'Check an unsubscribe link from an email' },
  'POST /api/notifications/unsubscribe': { summary: 'Unsubscribe from notification emails (one click)' },

  'GET /api/analytics': { summary: 'Analytics across your portals', querystring: analyticsQuerySchema },
  'GET /api/analytics/export.csv': { summary: 'Analytics as CSV', querystring: analyticsQuerySchema },
  'GET /api/analytics/stalled-approvals': {
    summary: 'Portals waiting on an approval',
    querystring: stalledApprovalsQuerySchema,
  },
  'POST /api/analytics/stalled-approvals/:portalId/nudge': { summary: 'Remind a portal\u2019s clients by email' },

  'GET /api/admin/blog': { summary: 'Every blog post, drafts and scheduled ones included (admins only)' },
  'POST /api/admin/blog': { summary: 'Write a blog post in Markdown (admins only)', body: blogPostCreateSchema },
  'GET /api/admin/blog/:id': { summary: 'One blog post with its Markdown and rendered HTML (admins only)' },
  'PATCH /api/admin/blog/:id': {
    summary: 'Change, publish, schedule or unpublish a blog post (admins only)',
    body: blogPostUpdateSchema,
  },
  'DELETE /api/admin/blog/:id': { summary: 'Delete a blog post (admins only)' },
  'POST /api/admin/blog/preview': {
    summary: 'Render Markdown as the blog will show it (admins only)',
    body: blogPreviewRequestSchema,
  },
  'POST /api/admin/blog/images': { summary: 'Upload an image for a post (multipart, field "file"; admins only)' },
  'GET /api/admin/announcements': { summary: 'Sent announcements and audience sizes (admins only)' },
  'POST /api/admin/announcements': {
    summary: 'Announce to all creators or one plan, in the bell and optionally by email (admins only)',
    body: announcementCreateSchema,
  },
  'GET /api/admin/analytics': {
    summary: 'Activity across the platform over a period (analytics:read)',
    querystring: analyticsQuerySchema,
  },
  'GET /api/admin/analytics/retention': {
    summary: 'How long raw events are kept, and how many exist (analytics:read)',
  },
  'PATCH /api/admin/analytics/retention': {
    summary: 'Keep raw events for a number of days, or forever (analytics:read and settings:write)',
    body: eventRetentionUpdateSchema,
  },
};
