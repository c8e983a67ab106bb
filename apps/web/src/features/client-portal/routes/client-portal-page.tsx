import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ClientPortalLayout } from '../components/client-portal-layout';

export default function ClientPortalPage() {
  const { uuid } = useParams();
  return (
    <ClientPortalLayout>
      <Typography variant="overline" color="text.secondary">
        Portal {uuid}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        Client portal
      </Typography>
      <Typography color="text.secondary">
        The files, updates and approvals your creator shared with you. If the portal is protected, you will be asked for
        its PIN or a code sent to your email.
      </Typography>
    </ClientPortalLayout>
  );
}
