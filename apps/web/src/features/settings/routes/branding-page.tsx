import { PageFrame } from '@/components/page-frame';

export default function BrandingPage() {
  return (
    <PageFrame
      title="Branding & Domains"
      description="Your logo, brand colours and custom domain, applied to every portal your clients open."
    />
  );
}
