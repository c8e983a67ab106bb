import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Button from '@mui/material/Button';
import { PageFrame } from '@/components/page-frame';
import { siteConfig } from '@/lib/site-config';

export default function ContactPage() {
  return (
    <PageFrame
      title="Contact"
      description="Questions about ClientDock, your account or running your own instance: write to us and we will answer by email."
      actions={
        <Button variant="contained" href={`mailto:${siteConfig.contactEmail}`} startIcon={<EmailOutlined />}>
          Email {siteConfig.contactEmail}
        </Button>
      }
    />
  );
}
