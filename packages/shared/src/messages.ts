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
