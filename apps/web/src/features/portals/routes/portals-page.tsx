import { PageFrame } from '@/components/page-frame';

export default function PortalsPage() {
  return (
    <PageFrame
      title="Portals"
      description="Create, share and manage the branded portals your clients open with a link, a PIN or an email code."
    />
  );
}
