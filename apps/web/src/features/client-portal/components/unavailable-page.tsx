import { ClientPortalLayout } from './client-portal-layout';
import { Icon, type IconName } from './ui/icons';

export type UnavailableKind = 'not-published' | 'expired' | 'unavailable' | 'not-found' | 'error';

const CONTENT: Record<UnavailableKind, { icon: IconName; title: string; body: string }> = {
  'not-published': {
    icon: 'Schedule',
    title: "This portal isn't published yet",
    body: 'Check back later or ask the sender for an update.',
  },
  expired: {
    icon: 'EventBusy',
    title: 'This portal has expired',
    body: 'The files and updates shared here are no longer open. Contact the person who sent you the link if you still need them.',
  },
  unavailable: {
    icon: 'LinkOff',
    title: 'This portal is no longer available',
    body: 'It may have been closed. Contact the person who sent you the link for a new one.',
  },
  'not-found': {
    icon: 'SearchOff',
    title: "We couldn't find that portal",
    body: 'Check that the link is complete, or contact the person who sent it to you.',
  },
  error: {
    icon: 'LinkOff',
    title: 'This portal could not be opened',
    body: 'Something went wrong on our side or with the connection.',
  },
};

/** A calm full page for a portal that cannot be shown, in the same frame as the portal itself. */
export function UnavailablePage({
  kind,
  onRetry,
  detail,
}: {
  kind: UnavailableKind;
  onRetry?: () => void;
  detail?: string;
}) {
  const content = CONTENT[kind];
  return (
    <ClientPortalLayout>
      <div className="cp-card cp-unavailable">
        <span className="cp-unavailable-icon">
          <Icon name={content.icon} size={36} />
        </span>
        <h1 className="cp-h5">{content.title}</h1>
        <p className="cp-muted">{detail ?? content.body}</p>
        {onRetry && (
          <button
            type="button"
            className="cp-btn cp-btn--contained cp-btn--lg"
            onClick={onRetry}
            style={{ marginTop: 24 }}
          >
            Try again
          </button>
        )}
      </div>
    </ClientPortalLayout>
  );
}
