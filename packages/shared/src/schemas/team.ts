import { z } from 'zod';
import { TEAM_ROLES } from '../roles';
import { emailSchema } from './auth';

/** Roles an invitation can hand out; a team has exactly one owner, the account that made it. */
export const INVITABLE_ROLES = ['admin', 'editor', 'viewer'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'canceled', 'rejected'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

const roleMessage = { message: 'Role must be admin, editor or viewer' };

export const teamInvitationCreateSchema = z.object({
  email: emailSchema,
  role: z.enum(INVITABLE_ROLES, roleMessage),
});
export type TeamInvitationCreate = z.infer<typeof teamInvitationCreateSchema>;

export const teamInvitationAcceptSchema = z.object({
  invitationId: z.string({ message: 'invitationId is required' }).trim().min(1, 'invitationId is required').max(64),
  /** The secret from the mailed link (`&token=`): it proves the invited address, as a confirmed email does. */
  token: z.string({ message: 'token must be text' }).trim().max(128, 'token is too long').optional(),
});
export type TeamInvitationAccept = z.infer<typeof teamInvitationAcceptSchema>;

export const teamMemberUpdateSchema = z.object({ role: z.enum(INVITABLE_ROLES, roleMessage) });
export type TeamMemberUpdate = z.infer<typeof teamMemberUpdateSchema>;

export const teamMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
  isYou: z.boolean(),
  assignedPortals: z.number(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
  invitedBy: z.string().nullable(),
  /** The link the mail carries, for sharing another way. */
  url: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamSchema = z.object({
  team: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The caller's role in the team; null when they have none (yet). */
  role: z.enum(TEAM_ROLES).nullable(),
  /** Whether the caller may invite, change roles and remove members. */
  canManage: z.boolean(),
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

/** What the accept page shows before anyone signs in; the invitation id in the link is the key. */
export const invitationPreviewSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(TEAM_ROLES),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  teamName: z.string(),
  invitedBy: z.string().nullable(),
  /** Whether an account with the invited address exists: sign in, or register first. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const invitationAcceptedSchema = z.object({
  teamId: z.string(),
  teamName: z.string(),
  role: z.enum(TEAM_ROLES),
  memberId: z.string(),
});
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;

export const portalAssignmentsUpdateSchema = z.object({
  memberIds: z.array(z.string().min(1).max(64)).max(500, 'At most 500 members per portal'),
});
export type PortalAssignmentsUpdate = z.infer<typeof portalAssignmentsUpdateSchema>;

export const portalAssignmentsSchema = z.object({
  portalId: z.string(),
  members: z.array(
    z.object({
      memberId: z.string(),
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(TEAM_ROLES),
      assigned: z.boolean(),
    }),
  ),
});
export type PortalAssignments = z.infer<typeof portalAssignmentsSchema>;
