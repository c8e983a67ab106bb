import { DEFAULT_BRAND_COLORS, type Me } from '@clientdock/shared';

export interface NextStep {
  key: 'portal' | 'assigned' | 'branding' | 'templates' | 'team';
  title: string;
  description: string;
  to: string;
}

type StepSubject = Pick<Me, 'abilities' | 'usage' | 'userType'> & { settings?: Me['settings'] };

/** Pro includes custom branding (logo and colours); white-label plans add custom domains on the same page. */
function hasBrandingPage({ abilities, userType }: StepSubject): boolean {
  return abilities.canWhiteLabel || (userType === 'creator' && abilities.canUseAdvancedFeatures);
}

/** Branding counts as done once a logo or a colour of one's own is saved (/api/me fills in the defaults). */
function hasOwnBranding({ settings }: StepSubject): boolean {
  const branding = settings?.branding;
  if (!branding) return false;
  const { primaryColor, secondaryColor } = DEFAULT_BRAND_COLORS;
  const isDefault = (value: string | undefined, fallback: string) => !value || value.toLowerCase() === fallback;
  return (
    Boolean(branding.logoUrl) ||
    !isDefault(branding.primaryColor, primaryColor) ||
    !isDefault(branding.secondaryColor, secondaryColor)
  );
}

/** hasTeam: the creator's team exists (invitations sent), so the invitation step is done. */
export function getNextSteps(me: StepSubject, progress: { hasTeam?: boolean } = {}): NextStep[] {
  const { abilities, usage } = me;
  const steps: NextStep[] = [];
  if (abilities.canOwnPortals) {
    steps.push(
      usage.totalPortals === 0
        ? {
            key: 'portal',
            title: 'Create your first portal',
            description: 'Add files and a welcome note, then share one link with your client.',
            to: '/dashboard/portals',
          }
        : {
            key: 'portal',
            title: 'Manage your portals',
            description: 'Check what clients opened, share links again or create another portal.',
            to: '/dashboard/portals',
          },
    );
  } else {
    steps.push({
      key: 'assigned',
      title: 'Open your assigned portals',
      description: 'See the portals your team has shared with you.',
      to: '/dashboard/assigned',
    });
  }
  if (hasBrandingPage(me) && !hasOwnBranding(me)) {
    steps.push({
      key: 'branding',
      title: 'Add your branding',
      description: abilities.canWhiteLabel
        ? 'Upload your logo, pick your colours and connect your own domain.'
        : 'Upload your logo and pick your colours so clients recognise you.',
      to: '/dashboard/branding',
    });
  }
  steps.push({
    key: 'templates',
    title: 'Browse templates',
    description: 'Start from a portfolio, proposal, web project or campaign layout.',
    to: '/templates',
  });
  if (abilities.canManageTeam && progress.hasTeam !== true) {
    steps.push({
      key: 'team',
      title: 'Invite your team',
      description: 'Bring in editors and viewers and assign them portals.',
      to: '/dashboard/team',
    });
  }
  return steps;
}

export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}
