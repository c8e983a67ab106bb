import { hasFeature, type MyTemplate } from '@clientdock/shared';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyPanel } from '@/components/empty-panel';
import { FeedbackProvider, useNotify } from '@/components/feedback';
import { PageFrame } from '@/components/page-frame';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import { useCurrentUser } from '@/features/auth';
import { errorMessage } from '@/lib/api-client';
import { useDeleteTemplate, useMyTemplates, useUpdateTemplate } from '../api/my-templates';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { MyTemplateCard } from '../components/my-template-card';
import { TemplateDialog } from '../components/template-dialog';
import { toTemplateInput, valuesFromTemplate } from '../lib/template-form';

function ListSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading your templates">
      {[0, 1].map((row) => (
        <Skeleton key={row} variant="rounded" height={170} />
      ))}
    </Stack>
  );
}

function NoTemplates() {
  return (
    <EmptyPanel
      icon={<BookmarkAddOutlined />}
      title="No templates yet"
      description="Open one of your portals and choose “Save as template” to reuse its layout, or share it with other creators in the marketplace."
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button component={Link} to="/dashboard/portals" variant="contained">
            Go to your portals
          </Button>
          <Button component={Link} to="/marketplace" variant="outlined">
            Browse the marketplace
          </Button>
        </Stack>
      }
    />
  );
}

function MyTemplatesScreen() {
  const me = useCurrentUser();
  const notify = useNotify();
  const templates = useMyTemplates();
  const update = useUpdateTemplate();
  const remove = useDeleteTemplate();
  const [editing, setEditing] = useState<MyTemplate | null>(null);
  const [deleting, setDeleting] = useState<MyTemplate | null>(null);
  const canSave = hasFeature(me, 'templates');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify(`${deleting.name} was deleted`);
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setDeleting(null);
    }
  };

  return (
    <PageFrame
      title="My templates"
      description="Layouts you saved from your portals. Shared ones appear in the marketplace once an admin approves them; any change sends them back for review."
      actions={
        <Button component={Link} to="/marketplace" variant="outlined">
          Browse the marketplace
        </Button>
      }
      meta={{ title: 'My templates', description: 'Your saved portal templates.', noindex: true }}
    >
      {!canSave && (
        <UpgradePrompt feature="templates" sx={{ mb: 3 }}>
          Saving your own templates is part of the Pro plan. The six sample templates are free for everyone.
        </UpgradePrompt>
      )}
      {templates.isPending && <ListSkeleton />}
      {templates.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => templates.refetch()}>
              Try again
            </Button>
          }
        >
          Your templates could not be loaded: {errorMessage(templates.error)}
        </Alert>
      )}
      {templates.data?.templates.length === 0 && <NoTemplates />}
      {templates.data && templates.data.templates.length > 0 && (
        <Stack spacing={2}>
          {templates.data.templates.map((template) => (
            <MyTemplateCard
              key={template.id}
              template={template}
              onEdit={() => setEditing(template)}
              onDelete={() => setDeleting(template)}
            />
          ))}
        </Stack>
      )}
      {editing && (
        <TemplateDialog
          open
          title="Edit template"
          submitLabel="Save changes"
          initialValues={valuesFromTemplate(editing)}
          intro={
            editing.isPublic ? (
              <Alert severity="info" sx={{ mb: 2.5 }}>
                Saving sends it back for review; it leaves the marketplace until an admin approves it again.
              </Alert>
            ) : undefined
          }
          onSubmit={async (values) => {
            await update.mutateAsync({ id: editing.id, input: toTemplateInput(values) });
            setEditing(null);
            notify('Template saved');
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDeleteDialog
        name={deleting?.name ?? ''}
        open={deleting !== null}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </PageFrame>
  );
}

export default function MyTemplatesPage() {
  return (
    <FeedbackProvider>
      <MyTemplatesScreen />
    </FeedbackProvider>
  );
}
