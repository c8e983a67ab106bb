import { useId, useState } from 'react';
import type { Approval } from '../../api/types';
import { Icon } from '../ui/icons';

/** The technical record behind a receipt (its id, the file's checksum, the exact time), folded away until asked for. */
export function ReceiptDetails({ approval }: { approval: Approval }) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  return (
    <div className="cp-receipt-details">
      <button
        type="button"
        className="cp-receipt-details-toggle"
        aria-expanded={isOpen}
        aria-controls={isOpen ? detailsId : undefined}
        onClick={() => setIsOpen((open) => !open)}
      >
        Details
        <Icon name="ExpandMore" size={18} className="cp-receipt-chevron" />
      </button>
      {isOpen && (
        <dl id={detailsId} className="cp-receipt-facts cp-caption">
          <dt>Receipt</dt>
          <dd className="cp-mono">{approval.id}</dd>
          {approval.fileVersion !== null && (
            <>
              <dt>File version</dt>
              <dd>{approval.fileVersion}</dd>
            </>
          )}
          {approval.sha256 && (
            <>
              <dt>SHA-256</dt>
              <dd className="cp-mono">{approval.sha256}</dd>
            </>
          )}
          <dt>Recorded (UTC)</dt>
          <dd className="cp-mono">{approval.createdAt}</dd>
        </dl>
      )}
    </div>
  );
}
