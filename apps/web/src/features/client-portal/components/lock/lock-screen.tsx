import type { LockedPortal } from '../../api/types';
import { ClientPortalLayout } from '../client-portal-layout';
import { PortalFrame } from '../portal-frame';
import { EmailCodeFlow } from './email-code-flow';
import { LockCard } from './lock-card';
import { PinForm } from './pin-form';

export default function LockScreen({ uuid, locked }: { uuid: string; locked: LockedPortal }) {
  const { portal, accessType } = locked;
  return (
    <PortalFrame branding={portal.branding}>
      <ClientPortalLayout whiteLabel={portal.whiteLabel}>
        <LockCard
          portalName={portal.name}
          branding={portal.branding}
          title={accessType === 'pin' ? 'Enter the PIN to open this portal' : 'Confirm your email to open this portal'}
          description={
            accessType === 'pin'
              ? 'This portal is protected with a PIN. You will find it in the message that came with the link.'
              : 'We will email you a 6-digit code. You only need to do this once on this device.'
          }
        >
          {accessType === 'pin' ? <PinForm uuid={uuid} /> : <EmailCodeFlow uuid={uuid} />}
        </LockCard>
      </ClientPortalLayout>
    </PortalFrame>
  );
}
