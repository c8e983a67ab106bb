import { PageFrame } from '@/components/page-frame';

export default function BlogPage() {
  return (
    <PageFrame
      title="Blog"
      description="Articles from the ClientDock team about client work, sharing deliverables and what is new in the product."
    />
  );
}
