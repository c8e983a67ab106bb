import { PageFrame } from '@/components/page-frame';

export default function AdminTemplatesPage() {
  return (
    <PageFrame
      title="Template Management"
      description="Review community templates waiting for approval and curate the featured and sample templates of the marketplace."
    />
  );
}
