import { useParams } from 'react-router';
import { PortalScreen } from '../components/portal-screen';

/** An in-app link to a portal shows the same light page a client's own link opens (portal-main.tsx). */
export default function ClientPortalPage() {
  const { uuid = '' } = useParams();
  return <PortalScreen uuid={uuid} />;
}
