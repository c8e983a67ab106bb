import { useEffect, useRef } from 'react';
import { type Notice, useNotice } from '@/lib/use-notice';
import { Icon } from './icons';

export type ToastMessage = Notice<'success' | 'error'>;

const SHOWN_FOR_MS = 4000;

/** The portal's notice: a success unless said otherwise. */
export const useNotices = () => useNotice<ToastMessage['severity']>('success');

/**
 * A short notice at the bottom of the screen. A manual popover, so it also shows above an open dialog
 * (both live in the browser's top layer); where popovers are missing it is a plain fixed box.
 */
export function Toast({ notice, onClose }: { notice: ToastMessage | null; onClose: (key: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!notice) return;
    const element = ref.current;
    if (element && typeof element.showPopover === 'function' && !element.matches(':popover-open')) {
      element.showPopover();
    }
    const timer = window.setTimeout(() => onCloseRef.current(notice.key), SHOWN_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  return (
    <div
      ref={ref}
      key={notice.key}
      popover="manual"
      className={notice.severity === 'error' ? 'cp-toast cp-toast--error' : 'cp-toast'}
      role={notice.severity === 'error' ? 'alert' : 'status'}
    >
      <Icon name={notice.severity === 'error' ? 'LinkOff' : 'CheckCircleOutline'} size={20} />
      <span>{notice.message}</span>
      <button type="button" className="cp-icon-btn" onClick={() => onClose(notice.key)} aria-label="Close">
        <Icon name="Close" size={18} />
      </button>
    </div>
  );
}
