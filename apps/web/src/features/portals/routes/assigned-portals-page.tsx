import { PageFrame } from '@/components/page-frame';

export default function AssignedPortalsPage() {
  return (
    <PageFrame
      title="Assigned Portals"
      description="The portals your team has assigned to you, with what your team role lets you do in each."
    />
  );
}
