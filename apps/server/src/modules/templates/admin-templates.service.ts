import {
  type AdminTemplate,
  type AdminTemplateList,
  type AdminTemplateListQuery,
  messages,
  templateMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { Conflict, NotFound } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import { actionMail, mailGreeting, mailName, mailSubject } from '../mail';
import { notifyUser } from '../notifications';
import type { UserRecord } from '../users';
import { toAdminTemplate } from './template-mapper';
import type { TemplatePatch, TemplateView } from './templates.repository';

const ADMIN_PAGE_SIZE = 20;

export async function listTemplatesForReview(
  ctx: AppContext,
  query: AdminTemplateListQuery,
): Promise<AdminTemplateList> {
  const [{ templates, total }, counts] = await Promise.all([
    ctx.repos.templates.listForAdmin(
      { status: query.status, q: query.q },
      (query.page - 1) * ADMIN_PAGE_SIZE,
      ADMIN_PAGE_SIZE,
    ),
    ctx.repos.templates.countByStatus(),
  ]);
  return { templates: templates.map(toAdminTemplate), counts, page: query.page, pageSize: ADMIN_PAGE_SIZE, total };
}

async function load(ctx: AppContext, id: string): Promise<TemplateView> {
  const template = await ctx.repos.templates.findById(id);
  if (!template) throw new NotFound(messages.templateNotFound(id));
  return template;
}

async function change(
  ctx: AppContext,
  admin: UserRecord,
  template: TemplateView,
  patch: TemplatePatch,
  action: string,
  meta: RequestMeta,
): Promise<AdminTemplate> {
  await ctx.repos.templates.update(template.id, patch);
  await ctx.repos.audit.record({
    action,
    actorId: admin.id,
    actorEmail: admin.email,
    targetType: 'template',
    targetId: template.id,
    ip: meta.ip,
    userAgent: meta.userAgent,
    details: { name: template.name, ...patch },
  });
  return toAdminTemplate((await ctx.repos.templates.findById(template.id))!);
}

export async function approveTemplate(
  ctx: AppContext,
  admin: UserRecord,
  id: string,
  meta: RequestMeta,
): Promise<AdminTemplate> {
  const template = await load(ctx, id);
  const now = ctx.clock().toISOString();
  const updated = await change(
    ctx,
    admin,
    template,
    { status: 'approved', rejectionReason: null, reviewedAt: now, reviewedBy: admin.id },
    'template.approved',
    meta,
  );
  if (template.creatorId && template.status !== 'approved') {
    await notifyUser(
      ctx,
      template.creatorId,
      {
        type: 'other',
        title: templateMessages.approvedTitle,
        message: templateMessages.approvedMessage(template.name),
        link: `/marketplace/${template.id}`,
      },
      { preference: null },
    );
  }
  return updated;
}

/** Rejects a template with a reason, mailed to its creator so they know what to change. */
export async function rejectTemplate(
  ctx: AppContext,
  admin: UserRecord,
  id: string,
  reason: string,
  meta: RequestMeta,
): Promise<AdminTemplate> {
  const template = await load(ctx, id);
  if (template.isSampleTemplate) throw new Conflict(templateMessages.sampleNotModerated);
  const now = ctx.clock().toISOString();
  const updated = await change(
    ctx,
    admin,
    template,
    { status: 'rejected', rejectionReason: reason, featured: false, reviewedAt: now, reviewedBy: admin.id },
    'template.rejected',
    meta,
  );
  const creator = template.creatorId ? await ctx.repos.users.findById(template.creatorId) : undefined;
  if (creator?.email) {
    const mail = actionMail({
      greeting: mailGreeting(creator.firstName || creator.name),
      intro:
        `Thank you for sharing "${mailName(template.name)}". It was not approved for the template marketplace yet, for ` +
        `this reason: ${reason}`,
      action: 'Edit your template',
      url: `${ctx.config.publicUrl}/dashboard/templates`,
      outro: 'Once you have changed it, save it again and it goes back into the review queue.',
    });
    await ctx.mailer.send({
      kind: 'template-rejected',
      to: creator.email,
      subject: mailSubject(templateMessages.rejectedSubject(mailName(template.name))),
      ...mail,
    });
  }
  return updated;
}

export async function setTemplateFeatured(
  ctx: AppContext,
  admin: UserRecord,
  id: string,
  featured: boolean,
  meta: RequestMeta,
): Promise<AdminTemplate> {
  const template = await load(ctx, id);
  return change(ctx, admin, template, { featured }, featured ? 'template.featured' : 'template.unfeatured', meta);
}

export async function setTemplateVerified(
  ctx: AppContext,
  admin: UserRecord,
  id: string,
  verified: boolean,
  meta: RequestMeta,
): Promise<AdminTemplate> {
  const template = await load(ctx, id);
  return change(ctx, admin, template, { verified }, verified ? 'template.verified' : 'template.unverified', meta);
}
