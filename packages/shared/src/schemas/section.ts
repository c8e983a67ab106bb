import { z } from 'zod';
import { requestSectionFields } from './file-request';

// Spec §3 Template: sections (hero, gallery, files, content) and customSections (forms with fields).
export const SECTION_TYPES = ['hero', 'gallery', 'files', 'content', 'form', 'request'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const FORM_FIELD_TYPES = ['rating', 'textarea', 'select', 'checkbox'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export const SECTION_LIMITS = {
  sections: 50,
  fields: 30,
  title: 120,
  subtitle: 300,
  description: 2000,
  html: 50_000,
  fileIds: 200,
  choices: 50,
  choice: 120,
  label: 200,
  placeholder: 200,
  ratingMax: 10,
} as const;

const idSchema = z
  .string()
  .trim()
  .min(1, 'Id is required')
  .max(64, 'Id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Id may contain letters, digits, "-" and "_" only');
const titleSchema = z
  .string()
  .trim()
  .max(SECTION_LIMITS.title, `Title must be at most ${SECTION_LIMITS.title} characters`);
const fileIdSchema = z.string().min(1).max(64);

export const formFieldSchema = z
  .object({
    id: idSchema,
    type: z.enum(FORM_FIELD_TYPES, { message: 'Field type must be rating, textarea, select or checkbox' }),
    label: z.string().trim().min(1, 'Label is required').max(SECTION_LIMITS.label),
    required: z.boolean().default(false),
    placeholder: z.string().max(SECTION_LIMITS.placeholder).optional(),
    options: z
      .object({
        max: z.number().int().min(2).max(SECTION_LIMITS.ratingMax).optional(),
        choices: z
          .array(z.string().trim().min(1, 'A choice cannot be empty').max(SECTION_LIMITS.choice))
          .max(SECTION_LIMITS.choices, `At most ${SECTION_LIMITS.choices} choices`)
          .optional(),
      })
      .optional(),
  })
  .refine((field) => field.type !== 'select' || (field.options?.choices?.length ?? 0) > 0, {
    message: 'A select field needs at least one choice',
    path: ['options', 'choices'],
  });
export type FormField = z.infer<typeof formFieldSchema>;

const base = { id: idSchema, title: titleSchema };
/** Whether the client is asked to approve the section itself; off unless the creator turns it on (files are approved one by one). */
const approvalsFlag = { approvals: z.boolean().optional() };

export const heroSectionSchema = z.object({
  ...base,
  type: z.literal('hero'),
  ...approvalsFlag,
  subtitle: z.string().trim().max(SECTION_LIMITS.subtitle).optional(),
  imageFileId: fileIdSchema.nullable().optional(),
});

export const gallerySectionSchema = z.object({
  ...base,
  type: z.literal('gallery'),
  ...approvalsFlag,
  fileIds: z.array(fileIdSchema).max(SECTION_LIMITS.fileIds).default([]),
});

/** An empty or missing fileIds list shows every file of the portal. */
export const filesSectionSchema = z.object({
  ...base,
  type: z.literal('files'),
  fileIds: z.array(fileIdSchema).max(SECTION_LIMITS.fileIds).optional(),
});

/** html is sanitized by the server before it is stored. */
export const contentSectionSchema = z.object({
  ...base,
  type: z.literal('content'),
  ...approvalsFlag,
  html: z.string().max(SECTION_LIMITS.html, `Content must be at most ${SECTION_LIMITS.html} characters`),
});

export const formSectionSchema = z
  .object({
    ...base,
    type: z.literal('form'),
    description: z.string().trim().max(SECTION_LIMITS.description).optional(),
    fields: z.array(formFieldSchema).max(SECTION_LIMITS.fields, `A form has at most ${SECTION_LIMITS.fields} fields`),
  })
  .refine((form) => new Set(form.fields.map((f) => f.id)).size === form.fields.length, {
    message: 'Field ids must be unique within a form',
    path: ['fields'],
  });

/** Files the creator asks the client to send back (see file-request.ts). */
export const requestSectionSchema = z.object({ ...base, type: z.literal('request'), ...requestSectionFields });

export const sectionSchema = z.discriminatedUnion(
  'type',
  [
    heroSectionSchema,
    gallerySectionSchema,
    filesSectionSchema,
    contentSectionSchema,
    formSectionSchema,
    requestSectionSchema,
  ],
  { message: 'Section type must be hero, gallery, files, content, form or request' },
);
export type Section = z.infer<typeof sectionSchema>;
export type SectionInput = z.input<typeof sectionSchema>;

export const sectionsSchema = z
  .array(sectionSchema)
  .max(SECTION_LIMITS.sections, `A portal has at most ${SECTION_LIMITS.sections} sections`)
  .refine((list) => new Set(list.map((s) => s.id)).size === list.length, {
    message: 'Section ids must be unique',
  });

/** Every file id a list of sections points at, for checks and clean-up when a file goes. */
export function sectionFileIds(section: Section): string[] {
  if (section.type === 'hero') return section.imageFileId ? [section.imageFileId] : [];
  if (section.type === 'gallery' || section.type === 'files') return section.fileIds ?? [];
  return [];
}

/** A section a client may approve or ask changes to as a whole: only where the creator asked for it. */
export function asksForApproval(section: Section): boolean {
  return 'approvals' in section && section.approvals === true;
}

export type RequestSection = Extract<Section, { type: 'request' }>;

export function requestSections(sections: readonly Section[]): RequestSection[] {
  return sections.filter((section): section is RequestSection => section.type === 'request');
}
