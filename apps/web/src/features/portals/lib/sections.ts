import {
  type FormField,
  type FormFieldType,
  type PortalFile,
  type RequestItem,
  type Section,
  type SectionType,
  sectionsSchema,
} from '@clientdock/shared';
import { SECTION_TYPE_INFO } from './labels';

function shortId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 10);
}

export function newSection(type: SectionType): Section {
  const id = `${type}-${shortId()}`;
  switch (type) {
    case 'hero':
      return { id, type, title: 'Welcome', subtitle: '', imageFileId: null };
    case 'gallery':
      return { id, type, title: 'Gallery', fileIds: [] };
    case 'files':
      return { id, type, title: 'Files', fileIds: [] };
    case 'content':
      return { id, type, title: 'Update', html: '' };
    case 'form':
      return { id, type, title: 'Feedback', description: '', fields: [] };
    case 'request':
      return { id, type, title: 'Files we need from you', description: '', items: [newRequestItem()] };
  }
}

export function newRequestItem(): RequestItem {
  return { id: `item-${shortId()}`, title: 'Files', required: true };
}

export function newField(type: FormFieldType): FormField {
  const id = `field-${shortId()}`;
  switch (type) {
    case 'rating':
      return { id, type, label: 'Overall rating', required: false, options: { max: 5 } };
    case 'select':
      return { id, type, label: 'Choose one', required: false, options: { choices: ['Option 1', 'Option 2'] } };
    case 'checkbox':
      return { id, type, label: 'I approve', required: false };
    case 'textarea':
      return { id, type, label: 'Your comments', required: false, placeholder: '' };
  }
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function sectionTitle(section: Pick<Section, 'title' | 'type'>): string {
  return section.title.trim() || `Untitled ${SECTION_TYPE_INFO[section.type].label.toLowerCase()}`;
}

/** Problems per section index, in the shared schema's words, so each shows beside its section. */
export function sectionProblems(sections: Section[]): Map<number, string[]> {
  const result = sectionsSchema.safeParse(sections);
  const problems = new Map<number, string[]>();
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const index = typeof issue.path[0] === 'number' ? issue.path[0] : -1;
    problems.set(index, [...(problems.get(index) ?? []), issue.message]);
  }
  return problems;
}

export const isImage = (file: Pick<PortalFile, 'mime'>) => file.mime.startsWith('image/');
