import { PageFrame } from '@/components/page-frame';

export default function DocsPage() {
  return (
    <PageFrame
      title="Documentation"
      description="Guides for running ClientDock yourself and for getting the most out of portals, templates, teams and analytics."
    />
  );
}
