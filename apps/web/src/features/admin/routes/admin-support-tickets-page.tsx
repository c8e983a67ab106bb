import { PageFrame } from '@/components/page-frame';

export default function AdminSupportTicketsPage() {
  return (
    <PageFrame
      title="Support tickets"
      description="Messages sent through the public contact form, to answer and close."
    />
  );
}
