import type { Anchor } from '@clientdock/shared';
import { usePortalComments } from '../../api/portal-queries';
import type { PortalComment } from '../../api/types';
import { usePortal } from '../portal-context';

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

// The dialog stays short enough to reach its fields; the creator gets every comment.
const SHOWN = 5;
const excerpt = (body: string) => (body.length > 140 ? `${body.slice(0, 140).trimEnd()}…` : body);

function place(anchor: Anchor | null): string {
  if (!anchor) return 'On the whole file';
  if (anchor.kind === 'time') return `At ${clock(anchor.t)}`;
  if (anchor.kind === 'range') return `From ${clock(anchor.t)} to ${clock(anchor.t2)}`;
  const what = anchor.kind === 'rect' ? 'An area' : 'A spot';
  return anchor.page ? `${what} on page ${anchor.page}` : what;
}

/**
 * The client's open threads on this version, which the server adds to a change request. The server knows the
 * client by its cookie; the page knows it by the name on the comments, which is what the client sees anyway.
 */
export function ownOpenComments(
  comments: PortalComment[] | undefined,
  fileId: string,
  version: number,
  name: string,
): PortalComment[] {
  const author = name.trim().toLowerCase();
  if (!author) return [];
  return (comments ?? []).filter(
    (comment) =>
      comment.fileId === fileId &&
      comment.parentId === null &&
      comment.fileVersion === version &&
      comment.status === 'open' &&
      comment.authorType === 'client' &&
      comment.authorName.trim().toLowerCase() === author,
  );
}

export function IncludedComments({ fileId, version, name }: { fileId: string; version: number; name: string }) {
  const { uuid } = usePortal();
  const comments = usePortalComments(uuid);
  const open = ownOpenComments(comments.data, fileId, version, name);
  if (open.length === 0) return null;
  const heading =
    open.length === 1
      ? 'Your open comment on this version will be sent with the request'
      : `Your ${open.length} open comments on this version will be sent with the request`;
  return (
    <section className="cp-included-comments" aria-label="Comments sent with the request">
      <p className="cp-body2" style={{ fontWeight: 600 }}>
        {heading}
      </p>
      <ul>
        {open.slice(0, SHOWN).map((comment) => (
          <li key={comment.id} className="cp-body2">
            <span className="cp-muted">{place(comment.anchor)}: </span>
            <span className="cp-included-excerpt">{excerpt(comment.body)}</span>
          </li>
        ))}
      </ul>
      {open.length > SHOWN && (
        <p className="cp-caption cp-muted" style={{ marginTop: 4 }}>
          and {open.length - SHOWN} more
        </p>
      )}
    </section>
  );
}
