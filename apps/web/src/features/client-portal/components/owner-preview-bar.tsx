import './owner-preview-bar.css';
import type { PortalPreviewMode } from '@clientdock/shared';
import { Icon } from './ui/icons';

/** Tells the creator they are looking at their own portal as its client: nothing counts, nothing is sent. */
export function OwnerPreviewBar({ preview }: { preview: PortalPreviewMode }) {
  return (
    <section className="cp-preview-bar" aria-label="Preview">
      <div className="cp-container cp-container--md">
        <p className="cp-preview-bar-text">
          <strong>Preview</strong> - you are seeing what your client sees. Views are not counted, and comments,
          approvals and forms are not sent from here.
        </p>
        <a className="cp-preview-bar-link" href={preview.editorUrl}>
          <Icon name="ArrowBack" />
          Back to the editor
        </a>
      </div>
    </section>
  );
}
