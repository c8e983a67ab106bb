import type { Me } from '@clientdock/shared';
import { NotificationMenu } from '@/features/notifications';
import { UserMenu } from './user-menu';

/** The bell and the account menu: loaded only once someone is signed in, never for a visitor. */
export default function SignedInMenus({ me }: { me: Me }) {
  return (
    <>
      <NotificationMenu />
      <UserMenu me={me} />
    </>
  );
}
