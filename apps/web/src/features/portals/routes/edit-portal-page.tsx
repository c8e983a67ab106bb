import Button from '@mui/material/Button';
import { Link, useParams } from 'react-router';
import { PageFrame } from '@/components/page-frame';

export default function EditPortalPage() {
  const { portalId } = useParams();
  return (
    <PageFrame
      eyebrow={`Portal ${portalId ?? ''}`}
      title="Edit portal"
      description="Change this portal’s name, sections, files, access mode and expiry; clients see your changes the next time they open it."
      actions={
        <Button component={Link} to="/dashboard/portals">
          All portals
        </Button>
      }
    />
  );
}
