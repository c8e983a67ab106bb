import { z } from 'zod';

/** The signed-in user's sign-in security (`GET /api/account/security`), for Settings > Security and the guards. */
export const accountSecuritySchema = z.object({
  twoFactorEnabled: z.boolean(),
  /** An admin on an instance that requires two-factor sign-in for admins. */
  twoFactorRequired: z.boolean(),
  passkeyCount: z.number().int(),
});
export type AccountSecurity = z.infer<typeof accountSecuritySchema>;

/** Instance-wide sign-in rules the super admin sets (`GET/PATCH /api/admin/settings/security`). */
export const adminSecuritySettingsSchema = z.object({ requireAdminTwoFactor: z.boolean() });
export type AdminSecuritySettings = z.infer<typeof adminSecuritySettingsSchema>;

export const adminSecuritySettingsUpdateSchema = z.strictObject(
  { requireAdminTwoFactor: z.boolean({ error: 'requireAdminTwoFactor must be true or false' }) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? 'Only requireAdminTwoFactor can be changed here' : undefined,
  },
);
