import { CommentItem } from '../comments/comment-thread';
import type { Pin } from './pin-model';
import { usePins } from './use-pin-workspace';

/** An opened pin: its note, the replies, the status; a client answers with Reply as in any thread. */
export function PinThread({ pin }: { pin: Pin }) {
  const { file } = usePins();
  return (
    <ul className="cp-thread cp-pin-thread" aria-label={`Thread of comment ${pin.number}`}>
      <CommentItem comment={pin.comment} fileId={file.id} />
    </ul>
  );
}
