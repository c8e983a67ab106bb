import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PortalUploader } from './portal-uploader';
import type { UploadTask } from './upload-tasks';

const NO_TASKS: UploadTask[] = [];
const noSubscription = () => () => {};

interface Handlers {
  onUploaded: () => void;
  onProblem: (message: string) => void;
}

/**
 * One uploader per open portal. It lives as long as the editor page, so switching tabs does not stop uploads;
 * leaving the page while something is still uploading asks first.
 */
export function usePortalUploads(portalId: string, handlers: Handlers) {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const [uploader, setUploader] = useState<PortalUploader | null>(null);

  useEffect(() => {
    const created = new PortalUploader(portalId, {
      onUploaded: () => handlersRef.current.onUploaded(),
      onProblem: (message) => handlersRef.current.onProblem(message),
    });
    setUploader(created);
    return () => {
      created.destroy();
      setUploader(null);
    };
  }, [portalId]);

  const tasks = useSyncExternalStore(uploader?.subscribe ?? noSubscription, uploader?.getTasks ?? (() => NO_TASKS));

  useEffect(() => {
    if (!uploader) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (uploader.isBusy) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploader]);

  return { uploader, tasks };
}

export type PortalUploads = ReturnType<typeof usePortalUploads>;
