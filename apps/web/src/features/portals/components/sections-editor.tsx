import type { Portal, PortalFile, Section, SectionType } from '@clientdock/shared';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyPanel } from '@/components/empty-panel';
import { errorMessage } from '@/lib/api-client';
import { useUpdatePortal } from '../api/update-portal';
import { SECTION_TYPE_INFO } from '../lib/labels';
import { moveItem, newSection, sectionProblems, sectionTitle } from '../lib/sections';
import { useSectionsDraft } from '../lib/use-sections-draft';
import { AddSectionButton } from './add-section-button';
import { useNotify } from './feedback';
import { SaveBar } from './save-bar';
import { SectionBodyEditor } from './section-body-editor';
import { SectionIcon } from './section-icon';
import { SortableList } from './sortable-list';

interface SectionsEditorProps {
  portal: Portal;
  files: PortalFile[];
  readOnly?: boolean;
}

export function SectionsEditor({ portal, files, readOnly = false }: SectionsEditorProps) {
  const notify = useNotify();
  const update = useUpdatePortal(portal.id);
  const { draft, setDraft, isDirty, reset } = useSectionsDraft(portal);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [toRemove, setToRemove] = useState<Section | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const problems = sectionProblems(draft);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const add = (type: SectionType) => {
    const section = newSection(type);
    setDraft([...draft, section]);
    setExpanded((current) => new Set(current).add(section.id));
  };

  const replace = (section: Section) => setDraft(draft.map((s) => (s.id === section.id ? section : s)));

  const save = async () => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync({ sections: draft });
      reset(saved.sections);
      notify('Sections saved');
    } catch (error) {
      setServerError(errorMessage(error));
      notify(errorMessage(error), 'error');
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
          Your client reads the sections from top to bottom. Drag a handle, or focus it and use Space and the arrow
          keys, to change the order.
        </Typography>
        {draft.length > 0 && <AddSectionButton onAdd={add} disabled={readOnly} />}
      </Stack>
      {serverError && (
        <Alert severity="error" onClose={() => setServerError(null)}>
          {serverError}
        </Alert>
      )}
      {problems.get(-1)?.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      {draft.length === 0 ? (
        <EmptyPanel
          compact
          icon={<ViewAgendaOutlined />}
          title="No sections yet"
          description="Start with a hero to welcome your client, then add files, a gallery, an update or a form."
          action={<AddSectionButton onAdd={add} disabled={readOnly} variant="contained" />}
        />
      ) : (
        <Stack component="ol" aria-label="Sections" spacing={1.5} sx={{ m: 0, p: 0 }}>
          <SortableList
            items={draft}
            itemAs="li"
            getId={(section) => section.id}
            getLabel={sectionTitle}
            disabled={readOnly}
            onMove={(from, to) => setDraft(moveItem(draft, from, to))}
            renderItem={(section, index, handle) => {
              const isOpen = expanded.has(section.id);
              const sectionIssues = problems.get(index);
              const title = sectionTitle(section);
              return (
                <Paper
                  variant="outlined"
                  sx={{ borderRadius: 3, borderColor: sectionIssues ? 'error.main' : undefined }}
                >
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', pl: 0.5, pr: 1, py: 0.5 }}>
                    {handle}
                    <Box sx={{ color: 'text.secondary', display: 'flex' }} aria-hidden>
                      <SectionIcon type={section.type} />
                    </Box>
                    <Box
                      component="button"
                      type="button"
                      onClick={() => toggle(section.id)}
                      aria-expanded={isOpen}
                      aria-controls={`section-body-${section.id}`}
                      sx={{
                        all: 'unset',
                        cursor: 'pointer',
                        flexGrow: 1,
                        minWidth: 0,
                        py: 1,
                        px: 1,
                        borderRadius: 1,
                        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
                      }}
                    >
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {SECTION_TYPE_INFO[section.type].label}
                      </Typography>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
                    </Box>
                    {sectionIssues && (
                      <Tooltip title={sectionIssues.join(' ')}>
                        <ErrorOutlineRounded color="error" aria-label="Needs attention" />
                      </Tooltip>
                    )}
                    <IconButton
                      aria-label={isOpen ? `Close ${title}` : `Edit ${title}`}
                      onClick={() => toggle(section.id)}
                      size="large"
                    >
                      {isOpen ? <ExpandLessRounded /> : <ExpandMoreRounded />}
                    </IconButton>
                    {!readOnly && (
                      <IconButton aria-label={`Remove ${title}`} onClick={() => setToRemove(section)} size="large">
                        <DeleteOutlineRounded />
                      </IconButton>
                    )}
                  </Stack>
                  <Collapse in={isOpen} unmountOnExit>
                    <Box id={`section-body-${section.id}`} sx={{ px: { xs: 2, sm: 3 }, pb: 3, pt: 1 }}>
                      {sectionIssues && (
                        <Alert severity="error" sx={{ mb: 2 }}>
                          {sectionIssues.join(' ')}
                        </Alert>
                      )}
                      <SectionBodyEditor section={section} files={files} onChange={replace} disabled={readOnly} />
                    </Box>
                  </Collapse>
                </Paper>
              );
            }}
          />
        </Stack>
      )}
      <SaveBar
        isDirty={isDirty}
        isSaving={update.isPending}
        canSave={problems.size === 0}
        saveLabel="Save sections"
        onSave={save}
        onDiscard={() => reset()}
      />
      <ConfirmDialog
        open={Boolean(toRemove)}
        title="Remove section?"
        confirmLabel="Remove"
        isDestructive
        onConfirm={() => {
          if (toRemove) setDraft(draft.filter((s) => s.id !== toRemove.id));
          setToRemove(null);
        }}
        onClose={() => setToRemove(null)}
      >
        <strong>{toRemove ? sectionTitle(toRemove) : ''}</strong> will be removed when you save. Files stay in the
        portal.
      </ConfirmDialog>
    </Stack>
  );
}
