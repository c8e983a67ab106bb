import { PageFrame } from '@/components/page-frame';

export default function CookiesPage() {
  return (
    <PageFrame
      title="Cookie Policy"
      description="Which cookies ClientDock sets — a sign-in session for creators and a per-portal access cookie for verified clients — and why."
    />
  );
}
