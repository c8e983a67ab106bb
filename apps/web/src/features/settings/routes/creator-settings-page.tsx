import { PageFrame } from '@/components/page-frame';

export default function CreatorSettingsPage() {
  return (
    <PageFrame
      title="Creator profile"
      description="Your public creator profile for the template marketplace: business name, bio, expertise and links."
    />
  );
}
