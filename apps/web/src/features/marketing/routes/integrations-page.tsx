import { PageFrame } from '@/components/page-frame';

export default function IntegrationsPage() {
  return (
    <PageFrame
      title="Integrations"
      description="The services ClientDock connects to: your own SMTP server for email, S3-compatible storage for files and a custom domain for your portals."
    />
  );
}
