import { type TemplatePurchase, templateMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { Conflict, Forbidden } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import type { UserRecord } from '../users';
import { hasTemplateFeatures, isOwner, loadVisibleTemplate } from './template-access';

/** Buys a paid template through Billing; once bought, the person makes portals from it like from their own. */
export async function purchaseTemplate(
  ctx: AppContext,
  user: UserRecord,
  templateId: string,
  meta: RequestMeta,
): Promise<TemplatePurchase> {
  const template = await loadVisibleTemplate(ctx, user, templateId);
  if (isOwner(user, template)) throw new Conflict(templateMessages.ownTemplate);
  if (template.pricingType !== 'paid') throw new Conflict(templateMessages.notForSale);
  if (!hasTemplateFeatures(user)) throw new Forbidden(templateMessages.useNeedsPro, 'PLAN_REQUIRED');
  if (await ctx.repos.templates.findAcquisition(template.id, user.id)) {
    throw new Conflict(templateMessages.alreadyAcquired);
  }
  const outcome = await ctx.billing.purchaseTemplate(ctx, {
    user,
    template: {
      id: template.id,
      name: template.name,
      priceCents: template.priceCents,
      currency: template.currency,
      creatorId: template.creatorId,
    },
    meta,
  });
  return outcome.status === 'redirect' ? outcome : { status: 'completed', templateId: template.id };
}
