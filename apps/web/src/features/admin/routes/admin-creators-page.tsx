import { PageFrame } from '@/components/page-frame';

export default function AdminCreatorsPage() {
  return (
    <PageFrame
      title="Manage Creators"
      description="Every account on this instance, with its plan and status: approve pending sign-ups, suspend accounts and change plans or roles."
    />
  );
}
