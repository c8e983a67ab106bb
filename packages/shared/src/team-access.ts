import type { TeamRole } from './roles';

/** What a person does with a portal: look at it, change its content, or delete it and choose who works on it. */
export type PortalAccessMode = 'read' | 'write' | 'manage';

/**
 * Spec §6: viewers see assigned portals only and change nothing; editors edit assigned portals; admins
 * manage all of the team's portals; owners have full access. Which portals a role reaches is the
 * server's business; this says what the role may do with one it reaches.
 */
export function portalRoleAllows(role: TeamRole, mode: PortalAccessMode): boolean {
  if (mode === 'read') return true;
  if (mode === 'write') return role !== 'viewer';
  return role === 'owner' || role === 'admin';
}

/** Who may invite, change roles and remove members: the owner and the team's admins. */
export function canManageTeamMembers(role: TeamRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin';
}
