import type { AccessType, FormFieldType, PortalStatus, SectionType } from '@clientdock/shared';

export const STATUS_LABELS: Record<PortalStatus, string> = {
  active: 'Active',
  draft: 'Draft',
  expired: 'Expired',
  archived: 'Archived',
};

export const STATUS_COLORS: Record<PortalStatus, 'success' | 'default' | 'warning' | 'info'> = {
  active: 'success',
  draft: 'default',
  expired: 'warning',
  archived: 'info',
};

export const ACCESS_TYPE_INFO: Record<AccessType, { label: string; description: string; summary: string }> = {
  link: {
    label: 'Open link',
    description: 'Anyone with the link can open the portal.',
    summary: 'Anyone with the link can open this portal.',
  },
  pin: {
    label: 'PIN',
    description: 'Clients enter a 4 to 8 digit PIN that you share with them.',
    summary: 'Clients enter the PIN you set before they see anything.',
  },
  email: {
    label: 'Email code',
    description: 'Clients confirm their email address with a one-time code.',
    summary: 'Clients open it with a one-time code sent to their email address.',
  },
};

export const SECTION_TYPE_INFO: Record<SectionType, { label: string; description: string }> = {
  hero: { label: 'Hero', description: 'A banner with a title, a subtitle and an optional image.' },
  gallery: { label: 'Gallery', description: 'A grid of the images you pick.' },
  files: { label: 'Files', description: 'A list of files to view and download.' },
  content: { label: 'Content', description: 'Formatted text: updates, notes, instructions.' },
  form: { label: 'Form', description: 'Questions for your client: ratings, answers, choices.' },
  request: { label: 'File request', description: 'Files your client sends you: a checklist they upload into.' },
};

export const FIELD_TYPE_LABELS: Record<FormFieldType, string> = {
  rating: 'Rating',
  textarea: 'Long answer',
  select: 'Choice list',
  checkbox: 'Checkbox',
};
