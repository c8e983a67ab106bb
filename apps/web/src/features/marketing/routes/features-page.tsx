import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { BenefitCards } from '@/components/benefit-cards';
import { PageFrame } from '@/components/page-frame';

export default function FeaturesPage() {
  return (
    <PageFrame
      title="Features"
      description="What ClientDock gives you and your clients: private branded portals, approvals, templates, teams and live activity."
      actions={
        <Button component={Link} to="/register" variant="contained">
          Get started free
        </Button>
      }
    >
      <BenefitCards />
    </PageFrame>
  );
}
