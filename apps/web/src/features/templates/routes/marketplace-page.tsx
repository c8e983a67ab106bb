import { PageFrame } from '@/components/page-frame';

export default function MarketplacePage() {
  return (
    <PageFrame
      title="Template marketplace"
      description="Ready-made portal layouts — creative portfolio, consulting proposal, web development, marketing campaign, legal documents and general business — plus templates shared by other creators."
    />
  );
}
