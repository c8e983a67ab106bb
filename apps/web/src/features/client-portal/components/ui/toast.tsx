import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from './icons';

export interface ToastMessage {
  key: number;
  message: string;
  severity: 'success' | 'error';
}

const SHOWN_FOR_MS = 4000;

/** The notice shown, and how to show and dismiss one. */
export function useNotices() {
  const [notice, setNotice] = useState<ToastMessage | null>(null);
  const count = useRef(0);
  const notify = useCallback((message: string, severity: ToastMessage['severity'] = 'success') => {
    count.current += 1;
    setNotice({ key: count.current, message, severity });
  }, []);
  // Only the notice that ran out or was closed goes: one that replaced it in the meantime stays for its own time.
  const dismiss = useCallback((key: number) => {
    setNotice((current) => (current?.key === key ? null : current));
  }, []);
  return { notice, notify, dismiss };
}

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
