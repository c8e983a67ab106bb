import { PageFrame } from '@/components/page-frame';

export default function CareersPage() {
  return (
    <PageFrame
      title="Careers"
      description="Open roles on the team that builds ClientDock, and how to get in touch if you would like to work with us."
    />
  );
}
