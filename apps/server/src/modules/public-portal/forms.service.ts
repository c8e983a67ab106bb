import { randomUUID } from 'node:crypto';
import {
  checkFormAnswers,
  clientPortalMessages,
  type FormAnswer,
  type FormResponse,
  type FormSubmission,
  type FormSubmitted,
  formSections,
  type Section,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { toCsv } from '../../lib/csv';
import { AppError, NotFound } from '../../lib/errors';
import { loadPortalFor } from '../access';
import type { UserRecord } from '../users';
import type { PortalAccess } from './access.service';
import { recordActivity } from './activity';
import type { ClientRequest } from './client-request';
import { ensureVisitor, rememberIdentity } from './visitors.service';

export async function submitForm(
  ctx: AppContext,
  access: PortalAccess,
  sectionId: string,
  input: FormSubmission,
  client: ClientRequest,
): Promise<FormSubmitted> {
  const { portal } = access;
  const form = formSections(portal.sections as Section[]).find((section) => section.id === sectionId);
  if (!form) throw new NotFound(clientPortalMessages.formNotFound);
  const checked = checkFormAnswers(form.fields, input.answers);
  if (!checked.ok) {
    throw new AppError(400, 'VALIDATION_ERROR', checked.message, [
      { path: `answers.${checked.fieldId}`, message: checked.message },
    ]);
  }
  const visitor = await ensureVisitor(ctx, portal.id, client);
  const hasIdentity = input.name !== undefined || input.email !== undefined || visitor.name !== null;
  const who = hasIdentity ? await rememberIdentity(ctx, visitor, access.grant, input) : null;
  const submittedAt = ctx.clock().toISOString();
  const id = randomUUID();
  await ctx.repos.formResponses.insert({
    id,
    portalId: portal.id,
    sectionId: form.id,
    visitorId: visitor.id,
    name: who?.name ?? null,
    email: who?.email ?? null,
    answers: checked.answers,
    createdAt: submittedAt,
  });
  await recordActivity(ctx, portal, {
    type: 'form',
    visitorId: visitor.id,
    summary: `${who?.name ?? 'A client'} answered "${form.title || 'a form'}" in "${portal.name}"`,
    detail: {
      form: { sectionId: form.id, title: form.title, responseId: id, answers: checked.answers, submittedAt },
    },
  });
  return { id, submittedAt };
}

export async function listFormResponses(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
): Promise<{ responses: FormResponse[] }> {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const titles = new Map(formSections(portal.sections as Section[]).map((form) => [form.id, form.title]));
  const records = await ctx.repos.formResponses.listByPortal(portal.id);
  return {
    responses: records.map((record) => ({
      id: record.id,
      sectionId: record.sectionId,
      sectionTitle: titles.get(record.sectionId) ?? '',
      name: record.name,
      email: record.email,
      answers: record.answers,
      submittedAt: record.createdAt,
    })),
  };
}

function answerCell(value: FormAnswer | undefined): string | number {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/** Submitted, Name, Email, Section, then one column per field of every form section (in layout order). */
export async function formResponsesCsv(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
): Promise<{ filename: string; csv: string }> {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const forms = formSections(portal.sections as Section[]);
  const columns = forms.flatMap((form) => form.fields.map((field) => ({ sectionId: form.id, field })));
  const { responses } = await listFormResponses(ctx, user, portalId);
  const rows = responses.map((response) => [
    response.submittedAt,
    response.name,
    response.email,
    response.sectionTitle,
    ...columns.map((column) =>
      column.sectionId === response.sectionId ? answerCell(response.answers[column.field.id]) : '',
    ),
  ]);
  const header = ['Submitted', 'Name', 'Email', 'Section', ...columns.map((column) => column.field.label)];
  return { filename: `${portal.name} - form responses.csv`, csv: toCsv([header, ...rows]) };
}
