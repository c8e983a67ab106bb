import { useNavigate } from 'react-router';
import { PortalEntry } from '../components/portal-entry';

export default function PortalEntryPage() {
  const navigate = useNavigate();
  return <PortalEntry onOpen={(id) => void navigate(`/portal/${id}`)} />;
}
