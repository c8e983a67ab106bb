import { hasFeature, messages, normalizeUserType, planMessages, templateMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, Forbidden, NotFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import { formatPrice } from './template-mapper';
import type { AcquisitionRecord, TemplateView } from './templates.repository';

/** Approved, public, and from an account that is still active (or an official sample): what the marketplace lists. */
export function isListed(template: TemplateView): boolean {
  return template.status === 'approved' && template.isPublic && (template.creatorId === null || template.creatorActive);
}

export function isOwner(user: UserRecord | null, template: TemplateView): boolean {
  return user !== null && template.creatorId === user.id;
}

export function isAdmin(user: UserRecord | null): boolean {
  return user !== null && normalizeUserType(user.userType) === 'admin';
}

/** Spec §9: portal templates are a Pro feature (the free plan gets the six free samples). */
export function hasTemplateFeatures(user: UserRecord): boolean {
  return hasFeature(user, 'templates');
}

/** The template when this person may see it: listed ones for everyone, others for their creator and admins. */
export async function loadVisibleTemplate(ctx: AppContext, user: UserRecord | null, id: string): Promise<TemplateView> {
  const template = await ctx.repos.templates.findById(id);
  if (!template || !(isListed(template) || isOwner(user, template) || isAdmin(user))) {
    throw new NotFound(messages.templateNotFound(id));
  }
  return template;
}

/** The creator's own template, for a change: others' listed templates answer 403, unseen ones 404. */
export async function loadOwnTemplate(ctx: AppContext, user: UserRecord, id: string): Promise<TemplateView> {
  const template = await ctx.repos.templates.findById(id);
  if (!template) throw new NotFound(messages.templateNotFound(id));
  if (isOwner(user, template)) return template;
  if (template.isSampleTemplate || isListed(template)) throw new Forbidden(templateMessages.notOwner, 'NOT_OWNER');
  throw new NotFound(messages.templateNotFound(id));
}

/** Refuses a portal from this template, with the reason the person can act on (a plan, a purchase). */
export function assertCanUse(
  user: UserRecord,
  template: TemplateView,
  acquisition: AcquisitionRecord | undefined,
): void {
  if (isAdmin(user) || template.isSampleTemplate) return;
  // A creator back on Free keeps their templates but, like community ones, uses them again with Pro.
  if (!hasTemplateFeatures(user)) {
    const message = isOwner(user, template) ? planMessages.ownTemplates : templateMessages.useNeedsPro;
    throw new Forbidden(message, 'PLAN_REQUIRED');
  }
  if (isOwner(user, template)) return;
  if (template.pricingType === 'paid' && !acquisition) {
    throw new AppError(
      402,
      'PAYMENT_REQUIRED',
      templateMessages.purchaseRequired(formatPrice(template.priceCents, template.currency)),
    );
  }
}
