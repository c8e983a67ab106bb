import { hasFeature, type Me } from '@clientdock/shared';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link } from 'react-router';
import { useNotify } from '@/components/feedback';
import { useSession } from '@/features/auth';
import { useCreateTemplate } from '../api/my-templates';
import { defaultTemplateValues, toTemplateInput } from '../lib/template-form';
import { TemplateDialog } from './template-dialog';

function canSaveTemplates(me: Me): boolean {
  return hasFeature(me, 'templates');
}

/** "Save as template" in the portal editor: the portal's layout (never its files) becomes a template. */
export function SaveAsTemplateButton({ portal }: { portal: { id: string; name: string; sectionCount: number } }) {
  const session = useSession();
  const notify = useNotify();
  const create = useCreateTemplate();
  const [open, setOpen] = useState(false);
  if (session.status !== 'active') return null;
  const allowed = canSaveTemplates(session.me);

  return (
    <>
      <Button variant="outlined" startIcon={<BookmarkAddOutlined />} onClick={() => setOpen(true)}>
        Save as template
      </Button>
      <TemplateDialog
        open={open}
        title="Save as template"
        submitLabel="Save template"
        initialValues={defaultTemplateValues(portal.name)}
        intro={
          !allowed ? (
            <Alert
              severity="info"
              sx={{ mb: 2.5 }}
              action={
                <Button component={Link} to="/dashboard/settings?tab=plan" color="inherit" size="small">
                  Upgrade to Pro
                </Button>
              }
            >
              Saving your own templates is part of the Pro plan.
            </Alert>
          ) : portal.sectionCount === 0 ? (
            <Alert severity="warning" sx={{ mb: 2.5 }}>
              This portal has no sections yet: add some on the Sections tab first.
            </Alert>
          ) : (
            <Alert severity="info" sx={{ mb: 2.5 }}>
              The sections and forms are saved; files stay in this portal. Write “{'{{clientName}}'}” in a title to have
              each new portal put its client’s name there.
            </Alert>
          )
        }
        onSubmit={async (values) => {
          const saved = await create.mutateAsync({ ...toTemplateInput(values), portalId: portal.id });
          setOpen(false);
          notify(
            saved.isPublic
              ? `${saved.name} was saved and sent for review.`
              : `${saved.name} was saved to your templates.`,
          );
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
