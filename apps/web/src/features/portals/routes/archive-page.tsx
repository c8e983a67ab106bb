import { PageFrame } from '@/components/page-frame';

export default function ArchivePage() {
  return (
    <PageFrame
      title="Archive"
      description="Portals you have archived: clients can no longer open them, and you can look back at their files or restore them."
    />
  );
}
