import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { requestsKey } from '../../api/request-queries';
import type { RequestUploadTask } from '../../lib/request-upload-tasks';
import { RequestUploader } from '../../lib/request-uploader';

const NO_TASKS: RequestUploadTask[] = [];
const noSubscription = () => () => {};

/** The section's uploader, made in the browser only, and its tasks as React state. */
export function useRequestUploads(uuid: string, onNameRequired: () => void) {
  const queryClient = useQueryClient();
  const nameRequired = useRef(onNameRequired);
  nameRequired.current = onNameRequired;
  const [uploader, setUploader] = useState<RequestUploader | null>(null);

  useEffect(() => {
    const created = new RequestUploader(uuid, {
      onUploaded: () => queryClient.invalidateQueries({ queryKey: requestsKey(uuid) }),
      onNameRequired: () => nameRequired.current(),
    });
    setUploader(created);
    return () => created.destroy();
  }, [uuid, queryClient]);

  const tasks = useSyncExternalStore(
    uploader?.subscribe ?? noSubscription,
    uploader?.getTasks ?? (() => NO_TASKS),
    () => NO_TASKS,
  );
  return { uploader, tasks };
}
