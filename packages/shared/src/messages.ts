// Every user-facing message the product spec gives, exactly as written there.
export const messages = {
  accountPending: 'Your account is pending approval. Please wait for admin approval.',
  accountSuspended: 'Your account has been suspended. Please contact support for assistance.',
  adminRequired: 'Admin privileges required to access this page.',
  permissionRequired: (permission: string) =>
    `Permission required: ${permission}. Contact your administrator for access.`,

  invalidEmailFormat: 'Invalid email format',
  emailMustDiffer: 'New email must be different from current email',
  invalidImageType: 'Invalid file type. Please upload a JPEG, PNG, or WebP image.',
  invalidLogoType: 'Invalid file type. Please upload a JPEG, PNG, WebP, or SVG image.',
  fileTooLarge5Mb: 'File size too large. Maximum size is 5MB.',
  noFileSelected: 'No file selected',

  missingNotificationPreference: (key: string) => `Missing required notification preference: ${key}`,
  invalidEmailFrequency: 'Invalid email frequency specified',
  invalidDigestTime: 'Invalid digest time format. Use HH:MM format',
  invalidWeeklyDigestDay: 'Invalid weekly digest day. Must be 0-6 (Sunday-Saturday)',

  cannotDeleteSampleTemplate: 'Cannot delete official sample templates',
  templateNotFound: (id: string) => `Template ${id} not found`,

  failedUpdateProfile: 'Failed to update profile information',
  noAuthenticatedUser: 'No authenticated user found',
  failedCheckEmailVerification: 'Failed to check email verification status',
  failedSendVerificationEmail: 'Failed to send verification email',
  failedUpdatePassword: 'Failed to update password. Please check your current password.',
  userNotFound: 'User not found',
  userNotAuthenticated: 'User not authenticated',
  userDataNotFound: 'User data not found',

  failedUpdateSettings: 'Failed to update settings',
  failedFetchSettings: 'Failed to fetch user settings',
  failedUpdatePortalDefaults: 'Failed to update portal defaults',
  failedUpdateNotificationPreferences: 'Failed to update notification preferences',
  failedUpdateBranding: 'Failed to update branding settings',
  failedExportData: 'Failed to export user data',

  failedUploadLogo: 'Failed to upload logo',
  failedDeleteLogo: 'Failed to delete logo',
  failedResizeLogo: 'Failed to resize logo',
  failedLoadImage: 'Failed to load image',

  failedSendTestNotification: 'Failed to send test notification',
  failedMarkRead: 'Failed to mark notification as read',
  failedMarkAllRead: 'Failed to mark all notifications as read',
  noNotifications: 'No notifications yet',

  failedRegisterDomain: (status: number | string) => `Failed to register custom domain (${status})`,
  failedDomainStatus: (status: number | string) => `Failed to get domain status (${status})`,

  failedSaveTemplate: 'Failed to save template',
  failedUpdateTemplate: 'Failed to update template',
  failedDeleteTemplate: 'Failed to delete template',
  failedAddReview: 'Failed to add review',
  failedFetchAnalytics: 'Failed to fetch analytics data',
} as const;

function formatMb(bytes: number): string {
  const mb = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
  return `${mb} MB`;
}

// ClientDock's own messages for portals, files and uploads (the spec gives none for these).
export const portalMessages = {
  portalNotFound: 'Portal not found.',
  fileNotFound: 'File not found.',
  portalArchived: 'This portal is archived. Restore it to make changes.',
  portalNotArchived: 'This portal is not archived.',
  portalExpiredStatus: 'This portal has expired. Set a later expiry date to change its status.',
  portalLimitReached: (planName: string, limit: number, action: 'create' | 'activate') =>
    `Your ${planName} plan allows ${limit} active portal${limit === 1 ? '' : 's'}. Archive one or upgrade to ${action} another.`,
  portalLimitTitle: 'Portal limit reached',
  pinRequired: 'Set a PIN of 4 to 8 digits for PIN access',
  sectionFileUnknown: (title: string) =>
    `The section "${title || 'Untitled'}" refers to a file that is not in this portal.`,
  contentTooLong: (title: string) =>
    `The section "${title || 'Untitled'}" is too long once its links are made safe; shorten it a little.`,
  fileOrderMismatch: 'fileIds must list every file of this portal exactly once.',
  fileTooLarge: (bytes: number, planName: string, limitMb: number) =>
    `This file is ${formatMb(bytes)}; your ${planName} plan allows files up to ${limitMb} MB.`,
  uploadMetadataMissing: 'Upload metadata must include portalId, filename and filetype.',
  versionNoteTooLong: (max: number) => `A version note is at most ${max} characters.`,
  uploadLengthRequired: 'Upload-Length is required: send the file size when creating the upload.',
  uploadNotFound: 'Upload not found.',
  uploadFailed: 'The file was received but could not be stored. Please try again.',
  rangeNotSatisfiable: 'The requested byte range is outside the file.',
  thumbnailNotFound: 'This file has no thumbnail.',
} as const;

// ClientDock's own messages for settings, account, custom domains and creator profiles (the spec gives none).
export const accountMessages = {
  firstNameRequired: 'First name is required',
  displayNameRequired: 'Display name is required',
  tooLong: (max: number) => `Use at most ${max} characters`,
  invalidColor: 'Use a colour in #rrggbb format, such as #2563eb',
  invalidUrl: 'Enter a full web address starting with https://',
  invalidImageUrl: 'Use an image uploaded to ClientDock or a web address starting with https://',
  invalidPhone: 'Enter a phone number using digits, spaces and + ( ) - only',
  invalidExpiryDays: 'Expiry must be a whole number of days from 0 to 3650',
  passwordTooShort: (min: number) => `Use at least ${min} characters`,
  passwordTooLong: (max: number) => `Use at most ${max} characters`,
  currentPasswordRequired: 'Enter your current password',
  currentPasswordIncorrect: 'Your current password is incorrect. Please try again.',
  emailInUse: 'This email address is already used by another account.',
  emailChangeFailed: 'The email change could not be started. Please try again.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait 15 minutes and try again.',
  useAccountEmailRoute: 'Change your email from Settings, where your current password is asked first.',
  imageNotFound: 'Image not found.',
  invalidDomain: 'Enter a domain name such as portal.example.com (no https://, port or path).',
  domainIsAppHost: 'This is the address of ClientDock itself; use a domain of your own.',
  domainTaken: 'This domain is already verified by another account.',
  domainVerifiedElsewhere:
    'Another account verified this domain first. Remove it here, or ask whoever runs the domain which account should have it.',
  domainIsIp: 'Enter a domain name such as portal.example.com, not an IP address.',
  domainSingleLabel: 'Enter a full domain name with at least one dot, such as portal.example.com.',
  domainInternal: (domain: string) =>
    `${domain} is a name for private networks or the visitor's own computer, which clients cannot reach. Use a public domain such as portal.example.com.`,
  domainNotFound: 'Custom domain not found.',
  domainsNeedAgency: 'Custom domains are part of the Agency plan. Upgrade to Agency to use your own domain.',
  domainLimit: (max: number) => `You can register up to ${max} custom domains.`,
  domainTxtMissing: (name: string) =>
    `No TXT record found at ${name} yet. DNS changes can take up to 48 hours to appear.`,
  domainTxtMismatch: (name: string) => `The TXT record at ${name} does not contain the expected verification value.`,
  domainTxtRemoved: (name: string) => `The verification TXT record at ${name} was removed.`,
  domainLookupFailed: (code: string) => `The DNS lookup failed (${code}); it will be tried again.`,
  domainExpired: 'The TXT record was not found within 7 days. Check the record and register the domain again.',
  creatorNotFound: 'Creator not found.',
} as const;

// ClientDock's own messages for notifications (the spec gives the preference and failure messages above).
export const notificationMessages = {
  notificationNotFound: 'Notification not found.',
  unknownTimeZone: 'Unknown time zone. Use a name such as America/New_York or Europe/Berlin.',
  pushEndpointInsecure: 'Push subscriptions must use an https:// endpoint.',
  pushEndpointNotAllowed:
    'Push notifications work only through a browser push service (Chrome, Firefox, Safari or Edge). Subscribe again from one of these browsers.',
  pushSubscriptionNotFound: 'Push subscription not found.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Change your email preferences in Settings instead.',
} as const;

// ClientDock's own messages for the client portal (the spec gives only the two 410 pages' wording).
export const clientPortalMessages = {
  portalNotFound: 'This portal does not exist. Check the link you were sent.',
  portalExpired: 'This portal has expired',
  portalUnavailable: 'This portal is no longer available',
  portalNotPublished: "This portal isn't published yet",
  portalLocked: {
    pin: 'Enter the PIN you were given to open this portal.',
    email: 'Enter your email address to get a sign-in code for this portal.',
  },
  wrongPin: (attemptsLeft: number) =>
    attemptsLeft > 0
      ? `That PIN is not right. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
      : 'That PIN is not right.',
  tooManyAttempts: (seconds: number) => `Too many wrong attempts. Please wait ${formatWait(seconds)} and try again.`,
  portalPaused: (kind: 'pin' | 'code', seconds: number) =>
    `This portal has had too many wrong ${kind === 'pin' ? 'PINs' : 'codes'} from several places and is paused for safety. ` +
    `If you were given access, contact the portal's owner, or try again in ${formatWait(seconds)}.`,
  notPinPortal: 'This portal does not use a PIN.',
  previewReadOnly:
    'This is a preview: comments, approvals, forms and uploads are not sent from it. Your client can do this from their link.',
  previewInvalid:
    'This preview link has expired or is not for this portal. Open the portal as client again from the editor.',
  notEmailPortal: 'This portal does not use email codes.',
  emailNotAllowed: 'This email address cannot open this portal. Use the address the portal was shared with.',
  resendTooSoon: (seconds: number) => `A code was just sent. You can ask for a new one in ${formatWait(seconds)}.`,
  codeMailSubject: (portalName: string) => `Your code for ${portalName}`,
  wrongCode: (attemptsLeft: number) =>
    attemptsLeft > 0
      ? `That code is not right. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
      : 'That code is not right, and it can no longer be used. Ask for a new code.',
  codeExpired: 'This code has expired. Ask for a new code.',
  codeUsed: 'This code has already been used. Ask for a new code.',
  codeDead: 'This code can no longer be used after too many wrong attempts. Ask for a new code.',
  noCode: 'There is no valid code for this email address. Ask for a new code.',
  fileNotFound: 'File not found.',
  thumbnailNotFound: 'This file has no preview image.',
  logoNotFound: 'This portal has no logo.',
  downloadsDisabled: 'Downloads are turned off for this portal. You can still preview the files here.',
  nothingToDownload: 'This portal has no files to download yet.',
  fileNotInPortal: 'That file is not in this portal.',
  commentNotFound: 'Comment not found.',
  parentNotFound: 'The comment you are replying to no longer exists.',
  sectionNotFound: 'That section is not in this portal.',
  sectionApprovalsOff: 'This section does not ask for approval.',
  formNotFound: 'That form is not in this portal.',
  pinNeedsFile: 'Say which file the comment is on (fileId) to give a version or a spot.',
  replyHasNoPin: 'A reply belongs to the comment it answers: send it without fileVersion or anchor.',
  fileVersionNotFound: (version: number) => `This file has no version ${version}.`,
  pinNotOnFile: 'One of those comments is not a thread on this file.',
  carryForwardNotNewer: (from: number, to: number) =>
    `Version ${to} is not newer than version ${from}, where that comment is: carry it forward to a newer one.`,
  anchorNotForFile: (kind: string, allowed: string) =>
    allowed
      ? `A ${kind} anchor does not fit this file: use ${allowed}.`
      : 'This type of file cannot take a pinned spot or time; comment on the whole file.',
  pageOnlyOnPdf: 'Only PDF files have pages: send the anchor without page.',
  pagePastEnd: (pages: number, page: number) =>
    `This PDF has ${pages} ${pages === 1 ? 'page' : 'pages'}; page ${page} does not exist.`,
  fieldRequired: (label: string) => `"${label}" is required.`,
  fieldInvalid: (label: string, rule: string) => `"${label}" ${rule}.`,
  tooManyPosts: (what: string, seconds: number) =>
    `You are sending ${what} too quickly. Please wait ${formatWait(seconds)} and try again.`,
} as const;

// Mail sent on someone's request has a ceiling; the message says when sending works again.
export const mailLimitMessages = {
  invitationsToAddress: (max: number, seconds: number) =>
    `This address has already been sent ${max} invitation emails in the last hour. You can send another in ${formatHours(seconds)}.`,
  invitationsPerAccount: (max: number, seconds: number) =>
    `You have sent ${max} invitation emails today, the most for one day. You can send more in ${formatHours(seconds)}.`,
  portalCodes: (seconds: number) =>
    `This portal has sent too many codes in a short time. Please try again in ${formatHours(seconds)}, or contact the portal's owner.`,
} as const;

// ClientDock's own messages for teams and invitations (the spec gives none).
export const teamMessages = {
  teamRequired: 'Team management is part of the Agency plan. Upgrade to Agency to invite teammates.',
  notInTeam: 'You are not part of a team.',
  manageRequired: 'Only the team owner and team admins can manage members and invitations.',
  viewerReadOnly: 'Your Team Viewer role lets you view this portal but not change it.',
  roleCannotWrite: 'Your team role does not allow this change.',
  viewerCannotCreate: 'Team viewers cannot create portals. Ask your team owner for the editor role.',
  memberNotFound: 'Team member not found.',
  invitationNotFound: 'This invitation does not exist. Ask the person who invited you for a new one.',
  invitationExpired: 'This invitation has expired. Ask the person who invited you to send it again.',
  invitationRevoked: 'This invitation was withdrawn. Ask the person who invited you for a new one.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationNotPending: 'Only a pending invitation can be resent or withdrawn.',
  invitationWrongAccount: (email: string) =>
    `This invitation was sent to ${email}. Sign in with that address to accept it.`,
  invitationNeedsProof: (email: string) =>
    `To join, show that ${email} is yours: open the link in the invitation mail sent to that address, or confirm your email address first.`,
  invitationLinkInvalid:
    'This invitation link is incomplete or damaged. Open the link from the invitation mail again, or ask for a new invitation.',
  alreadyMember: 'This person is already a member of your team.',
  alreadyInvited: 'This address already has a pending invitation. Resend it from the list instead.',
  alreadyInAnotherTeam: 'You are already a member of a team. Leave it before joining another.',
  ownsTeam: 'You own a team with members. Remove them before joining another team.',
  cannotInviteSelf: 'You are already on this team.',
  ownerProtected: 'The team owner cannot be removed or have their role changed by anyone else.',
  ownerNeeded: 'A team needs its owner. The owner cannot leave or change their own role.',
  adminsManageOthers: 'Team admins can change editors and viewers; only the owner changes admins.',
  onlyOwnerInvitesAdmins: 'Only the team owner can invite or appoint team admins.',
  memberLimit: (max: number) => `A team can have at most ${max} members.`,
  roleLimitReached: (roleName: string, limit: number, action: 'create' | 'activate') =>
    limit === 0
      ? `Your ${roleName} role cannot have active portals.`
      : `Your ${roleName} role allows ${limit} active portal${limit === 1 ? '' : 's'}. Archive one of yours to ${action} another.`,
  teamPoolReached: (planName: string, limit: number, action: 'create' | 'activate') =>
    `Your team's ${planName} plan allows ${limit} active portal${limit === 1 ? '' : 's'}. Archive one or ask your team owner to upgrade to ${action} another.`,
  assignmentUnknownMember: 'Every assigned person must be a member of this portal’s team.',
  notTeamPortal: 'This portal does not belong to a team.',
  mailSubject: (teamName: string) => `You're invited to join ${teamName} on ClientDock`,
  joinedTitle: 'You joined a team',
  invitedTitle: 'Team invitation',
} as const;

// ClientDock's own messages for templates, reviews and moderation (the spec gives the save, update, delete and
// review failures, the sample deletion refusal and 'Template {id} not found' above).
export const templateMessages = {
  layoutRequired: 'Choose the portal whose layout becomes the template.',
  emptyLayout: 'This layout has no sections yet. Add a section to the portal before saving it as a template.',
  notOwner: 'You can only change your own templates.',
  sampleReadOnly: 'Official sample templates cannot be changed.',
  paidNeedsPrice: 'Set a price of at least $1 for a paid template.',
  saveNeedsPro:
    'Saving your own templates is part of the Pro plan. Upgrade to Pro to turn your portals into templates.',
  useNeedsPro:
    'Community templates are part of the Pro plan. Upgrade to Pro to use this template, or start from one of the free sample templates.',
  purchaseRequired: (price: string) => `This template costs ${price}. Buy it before making a portal from it.`,
  notForSale: 'This template is free: use it directly.',
  ownTemplate: 'This is your own template: use it directly.',
  alreadyAcquired: 'You already own this template.',
  reviewOwnTemplate: 'You cannot review your own template.',
  reviewNeedsUse: 'Make a portal from this template before reviewing it.',
  alreadyReviewed: 'You have already reviewed this template. Edit your review instead.',
  reviewNotFound: 'You have not reviewed this template yet.',
  rejectReasonRequired: 'Give the creator a reason they can act on.',
  sampleNotModerated: 'Official sample templates are always approved.',
  approvedTitle: 'Template approved',
  approvedMessage: (name: string) => `"${name}" is now listed in the template marketplace.`,
  rejectedSubject: (name: string) => `Your template "${name}" needs changes`,
  rejectedTitle: 'Template not approved',
} as const;

// ClientDock's own messages for plans and billing (the spec gives the plans and prices).
export const billingMessages = {
  samePlan: (planName: string) => `You are already on the ${planName} plan.`,
  managedByTeam: 'Your plan comes from your team owner. Ask them to change it.',
  downgradeBlocked: 'This plan change needs some clean-up first.',
  tooManyPortals: (planName: string, limit: number, active: number) =>
    `The ${planName} plan allows ${limit} active portal${limit === 1 ? '' : 's'} and you have ${active}. Archive ${active - limit} first.`,
  teamNeedsAgency: (members: number, invitations: number) =>
    `Teams are part of the Agency plan. Remove your ${members} team member${members === 1 ? '' : 's'}${invitations > 0 ? ` and withdraw ${invitations} pending invitation${invitations === 1 ? '' : 's'}` : ''} first.`,
  planChangedTitle: 'Plan updated',
  planChanged: (planName: string) => `Your plan is now ${planName}.`,
  userNotFound: 'User not found.',
  noProvider: 'This instance takes no card payments: its administrator changes plans.',
  adminChangesPlans: (contact: string | null) =>
    `Plans on this instance are changed by its administrator. Ask ${contact ?? 'them'} to change yours.`,
  noSubscription: 'You have no subscription to manage yet. Choose a paid plan first.',
  freeNeedsNoCheckout: 'The Free plan needs no checkout. To leave a paid plan, cancel it under Manage billing.',
  alreadySubscribed: 'You already have a subscription. Change or cancel it under Manage billing.',
  providerUnavailable: 'Payments are unavailable right now. Nothing was charged; try again in a minute.',
  creatorsOnly: 'Plans belong to creator accounts; this account needs none.',
  badSignature: 'The Stripe signature of this webhook does not match; it was not applied.',
  paymentFailedTitle: 'Your payment failed',
  paymentFailed: (planName: string, until: string) =>
    `We could not take the payment for your ${planName} plan. Update your card by ${until} to keep it.`,
  teamReadOnlyTitle: 'Your team can only view now',
  teamReadOnly: (until: string) =>
    `Teams come with the Agency plan. Your team can view its portals until ${until}, then reaches none of them; take Agency again and everyone works as before.`,
  graceEndedTitle: 'Your plan ended',
  graceEnded: (planName: string) =>
    `The payment for your ${planName} plan did not come through, so your account is on the Free plan now.`,
} as const;

// ClientDock's own messages for analytics (the spec gives 'Failed to fetch analytics data' above).
export const analyticsMessages = {
  invalidPeriod: 'Choose a period of 7d, 30d, 90d, 1y or all.',
  invalidStalledDays: 'Days must be a whole number from 1 to 90.',
  nudgePortalNotActive: 'Only an active portal can be nudged: its clients cannot open this one.',
  nudgeNoVerifiedClients:
    'No client of this portal has verified an email address yet, so there is no one to remind. Share the portal with email access to collect verified addresses.',
  nudgeTooSoon: (seconds: number) =>
    `This portal's clients were reminded less than 24 hours ago. You can nudge them again in ${formatHours(seconds)}.`,
  nudgeMailSubject: (portalName: string) => `Waiting for your approval: ${portalName}`,
} as const;

function formatHours(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

function formatWait(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

// ClientDock's own messages for a feature the account's plan does not include (spec §9 Plans names the plans).
export const planMessages = {
  protectedAccess: 'PIN and email-code access come with the Pro plan. Upgrade to use them.',
  otherProtectedMode:
    'This portal keeps its current protection, but switching it to the other protected mode needs the Pro plan. Upgrade to use it, or share it by link.',
  customBranding: 'Custom branding comes with the Pro plan. Upgrade to show your own logo and colours.',
  teamBranding: "Your team's portals show the team owner's branding. Ask them to change it.",
  advancedAnalytics:
    'Periods beyond the last 7 days, the CSV export and per-file and per-client analytics come with the Pro plan. Upgrade to see them.',
  ownTemplates:
    'Your templates come with the Pro plan. Upgrade to Pro to make portals from them again, or start from a free sample template.',
  upgradeTo: (planName: string) => `Upgrade to ${planName}`,
  needsPlan: (planName: string) => `Needs the ${planName} plan`,
} as const;
