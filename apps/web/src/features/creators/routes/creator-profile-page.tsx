import { useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';

export default function CreatorProfilePage() {
  const { creatorId } = useParams();
  return (
    <PageFrame
      eyebrow="Creator"
      title="Creator profile"
      description={`The public profile of creator ${creatorId ?? ''}: who they are, what they do and the templates they publish.`}
    />
  );
}
