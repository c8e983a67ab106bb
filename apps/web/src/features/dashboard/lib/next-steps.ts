import type { Me } from '@clientdock/shared';

export interface NextStep {
  key: 'portal' | 'assigned' | 'branding' | 'templates' | 'team';
  title: string;
  description: string;
  to: string;
}

type StepSubject = Pick<Me, 'abilities' | 'usage'>;

export function getNextSteps(me: StepSubject): NextStep[] {
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
  steps.push(
    abilities.canWhiteLabel
      ? {
          key: 'branding',
          title: 'Add your branding',
          description: 'Upload your logo, pick your colours and connect your own domain.',
          to: '/dashboard/branding',
        }
      : {
          key: 'branding',
          title: 'Add your branding',
          description: 'Set your name, logo and colours so clients recognise you.',
          to: '/dashboard/settings',
        },
  );
  steps.push({
    key: 'templates',
    title: 'Browse templates',
    description: 'Start from a portfolio, proposal, web project or campaign layout.',
    to: '/templates',
  });
  if (abilities.canManageTeam) {
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
