import {
  type PortalFile,
  REQUEST_LIMITS,
  requestSectionFields,
  SECTION_LIMITS,
  type Section,
} from '@clientdock/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isImage } from '../lib/sections';
import { DueDateField } from './due-date-field';
import { FileThumb } from './file-type-icon';
import { FormFieldsEditor } from './form-fields-editor';
import { RequestItemsEditor } from './request-items-editor';
import { RichTextEditor } from './rich-text-editor';
import { SectionApprovalSwitch } from './section-approval-switch';

interface SectionBodyEditorProps {
  section: Section;
  files: PortalFile[];
  onChange: (section: Section) => void;
  disabled?: boolean;
}

function toggle(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((item) => item !== id) : [...list, id];
}

function FilePicker({
  legend,
  files,
  selected,
  onChange,
  disabled,
  emptyText,
}: {
  legend: string;
  files: PortalFile[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
  emptyText: string;
}) {
  if (files.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <FormGroup>
        {files.map((file) => (
          <FormControlLabel
            key={file.id}
            disabled={disabled}
            control={
              <Checkbox checked={selected.includes(file.id)} onChange={() => onChange(toggle(selected, file.id))} />
            }
            label={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', py: 0.5 }}>
                <FileThumb file={file} size={32} />
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Typography>
              </Stack>
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

/** The fields of one section, by type (spec §3 Template: sections and customSections). */
export function SectionBodyEditor({ section, files, onChange, disabled = false }: SectionBodyEditorProps) {
  const images = files.filter(isImage);
  const titleField = (
    <TextField
      label="Section title"
      value={section.title}
      disabled={disabled}
      fullWidth
      onChange={(event) => onChange({ ...section, title: event.target.value })}
      slotProps={{ htmlInput: { maxLength: SECTION_LIMITS.title } }}
    />
  );
  const approvalSwitch = (section.type === 'hero' || section.type === 'gallery' || section.type === 'content') && (
    <SectionApprovalSwitch
      checked={section.approvals === true}
      disabled={disabled}
      onChange={(approvals) => onChange({ ...section, approvals })}
    />
  );
  switch (section.type) {
    case 'hero':
      return (
        <Stack spacing={2}>
          {titleField}
          <TextField
            label="Subtitle"
            value={section.subtitle ?? ''}
            disabled={disabled}
            multiline
            maxRows={3}
            onChange={(event) => onChange({ ...section, subtitle: event.target.value })}
            slotProps={{ htmlInput: { maxLength: SECTION_LIMITS.subtitle } }}
          />
          <TextField
            select
            label="Banner image"
            value={section.imageFileId ?? ''}
            disabled={disabled}
            helperText={images.length === 0 ? 'Upload an image in Files to use it as the banner.' : undefined}
            onChange={(event) => onChange({ ...section, imageFileId: event.target.value || null })}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">No image (brand colour)</MenuItem>
            {images.map((file) => (
              <MenuItem key={file.id} value={file.id}>
                {file.name}
              </MenuItem>
            ))}
          </TextField>
          {approvalSwitch}
        </Stack>
      );
    case 'gallery':
      return (
        <Stack spacing={2}>
          {titleField}
          <FilePicker
            legend="Images in this gallery"
            files={images}
            selected={section.fileIds}
            disabled={disabled}
            emptyText="Upload images in Files, then pick the ones to show here."
            onChange={(fileIds) => onChange({ ...section, fileIds })}
          />
          {approvalSwitch}
        </Stack>
      );
    case 'files': {
      const showsAll = !section.fileIds?.length;
      return (
        <Stack spacing={2}>
          {titleField}
          <FormControlLabel
            control={
              <Switch
                checked={showsAll}
                disabled={disabled}
                onChange={(_event, checked) =>
                  onChange({ ...section, fileIds: checked ? [] : files.slice(0, 1).map((file) => file.id) })
                }
              />
            }
            label="Show every file of the portal"
          />
          {!showsAll && (
            <FilePicker
              legend="Files in this section"
              files={files}
              selected={section.fileIds ?? []}
              disabled={disabled}
              emptyText="Upload files first."
              onChange={(fileIds) => onChange({ ...section, fileIds })}
            />
          )}
        </Stack>
      );
    }
    case 'content':
      return (
        <Stack spacing={2}>
          {titleField}
          <RichTextEditor
            label={`Text of ${section.title.trim() || 'this section'}`}
            value={section.html}
            disabled={disabled}
            onChange={(html) => onChange({ ...section, html })}
          />
          {approvalSwitch}
        </Stack>
      );
    case 'form':
      return (
        <Stack spacing={2}>
          {titleField}
          <TextField
            label="Introduction"
            value={section.description ?? ''}
            disabled={disabled}
            multiline
            minRows={2}
            helperText="Optional: tell your client what you would like to know."
            onChange={(event) => onChange({ ...section, description: event.target.value })}
            slotProps={{ htmlInput: { maxLength: SECTION_LIMITS.description } }}
          />
          <FormFieldsEditor
            fields={section.fields}
            disabled={disabled}
            onChange={(fields) => onChange({ ...section, fields })}
          />
        </Stack>
      );
    case 'request': {
      const dueDate = requestSectionFields.dueDate.safeParse(section.dueDate);
      return (
        <Stack spacing={2}>
          {titleField}
          <TextField
            label="Introduction"
            value={section.description ?? ''}
            disabled={disabled}
            multiline
            minRows={2}
            helperText="Optional: tell your client what you need and why."
            onChange={(event) => onChange({ ...section, description: event.target.value })}
            slotProps={{ htmlInput: { maxLength: REQUEST_LIMITS.description } }}
          />
          <DueDateField
            value={section.dueDate}
            disabled={disabled}
            error={dueDate.success ? undefined : dueDate.error.issues[0]?.message}
            onChange={(value) => onChange({ ...section, dueDate: value })}
          />
          <RequestItemsEditor
            items={section.items}
            disabled={disabled}
            onChange={(items) => onChange({ ...section, items })}
          />
        </Stack>
      );
    }
  }
}
