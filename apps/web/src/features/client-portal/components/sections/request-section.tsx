import type { PublicRequestItem, PublicRequestUpload, RequestSection as RequestSectionData } from '@clientdock/shared';
import { useState } from 'react';
import { usePortalRequests, useRemoveRequestUpload } from '../../api/request-queries';
import { checkFiles } from '../../lib/request-rules';
import { isInFlight } from '../../lib/request-upload-tasks';
import { studioName } from '../../lib/studio-name';
import { usePortal } from '../portal-context';
import { Alert } from '../ui/alert';
import { RequestItem } from './request-item';
import { RequestNamePrompt } from './request-name-prompt';
import { RequestSkeleton, requestSectionTitle } from './request-skeleton';
import { RequestDue, RequestSummary } from './request-summary';
import { SectionCard } from './section-card';
import { useRequestUploads } from './use-request-uploads';
import './request-section.css';

interface PendingFiles {
  itemId: string;
  files: File[];
}

/** What the creator asks the client to send: "2 of 3 received", then each item with its files and a drop zone. */
export default function RequestSection({ section }: { section: RequestSectionData }) {
  const { uuid, portal, visitor, identity, rememberIdentity, notify } = usePortal();
  const requests = usePortalRequests(uuid);
  const remove = useRemoveRequestUpload(uuid);
  const [refusals, setRefusals] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState<PendingFiles | null>(null);
  const [isNameAsked, setNameAsked] = useState(false);
  const { uploader, tasks } = useRequestUploads(uuid, () => setNameAsked(true));
  const studio = studioName(portal);
  const title = requestSectionTitle(section);
  // A verified address says who the client is; otherwise the name this browser remembers, else ask once.
  const isKnown = Boolean(identity.name.trim()) || (visitor.verified && Boolean(visitor.email));

  if (requests.isPending) return <RequestSkeleton id={section.id} title={title} />;

  const items = (requests.data?.items ?? []).filter((item) => item.sectionId === section.id);

  const onFiles = (item: PublicRequestItem, files: File[]) => {
    const inFlight = tasks.filter((task) => task.itemId === item.id && isInFlight(task)).length;
    const check = checkFiles(item, files, inFlight);
    setRefusals((old) => ({ ...old, [item.id]: check.refusals }));
    if (check.accepted.length === 0 || !uploader) return;
    if (!isKnown || isNameAsked) setPending({ itemId: item.id, files: check.accepted });
    else void uploader.add(item.id, check.accepted, identity.name);
  };

  const onName = (name: string) => {
    rememberIdentity({ name, email: identity.email });
    setNameAsked(false);
    uploader?.setName(name);
    if (pending) void uploader?.add(pending.itemId, pending.files, name);
    setPending(null);
  };

  const onRemove = (upload: PublicRequestUpload) => {
    remove.mutate(
      { uploadId: upload.id, name: upload.name },
      {
        onSuccess: () => notify(`Removed ${upload.name}`),
        onError: (error) => notify(error.message, 'error'),
      },
    );
  };

  const nameItemId =
    pending?.itemId ?? (isNameAsked ? tasks.find((task) => task.state === 'error')?.itemId : undefined);

  return (
    <SectionCard id={section.id} title={title}>
      <div className="cp-stack cp-request">
        {section.description && <p className="cp-muted cp-pre-wrap">{section.description}</p>}
        {requests.isError ? (
          <Alert severity="error" role="alert">
            {requests.error.message}{' '}
            <button type="button" className="cp-link-btn" onClick={() => void requests.refetch()}>
              Try again
            </button>
          </Alert>
        ) : items.length === 0 ? (
          <p className="cp-muted">Nothing is asked for here yet.</p>
        ) : (
          <>
            <RequestSummary items={items} studio={studio} />
            {section.dueDate && <RequestDue day={section.dueDate} items={items} />}
            {items.map((item) => (
              <RequestItem
                key={item.id}
                uuid={uuid}
                item={item}
                tasks={tasks.filter((task) => task.itemId === item.id)}
                studio={studio}
                refusals={refusals[item.id] ?? []}
                removingId={remove.isPending ? (remove.variables?.uploadId ?? null) : null}
                namePrompt={
                  nameItemId === item.id && (
                    <RequestNamePrompt
                      fileCount={pending?.files.length ?? 0}
                      initialName={identity.name}
                      onSubmit={onName}
                      onCancel={() => {
                        setPending(null);
                        setNameAsked(false);
                      }}
                    />
                  )
                }
                onFiles={onFiles}
                onTaskAction={(taskId, action) => uploader?.perform(taskId, action)}
                onRemove={onRemove}
              />
            ))}
          </>
        )}
      </div>
    </SectionCard>
  );
}
