import { PageFrame } from '@/components/page-frame';

export default function TermsPage() {
  return (
    <PageFrame
      title="Terms of Service"
      description="The terms that apply when you create an account, build portals and share them with your clients."
    />
  );
}
