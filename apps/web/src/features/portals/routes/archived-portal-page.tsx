import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';

export default function ArchivedPortalPage() {
  const { uuid } = useParams();
  return (
    <PageFrame
      eyebrow={`Archived portal ${uuid ?? ''}`}
      title="Archived portal"
      description="A read-only view of an archived portal, its files and its client activity; clients can no longer open it."
      actions={
        <Button component={Link} to="/dashboard/archive">
          Back to archive
        </Button>
      }
    />
  );
}
