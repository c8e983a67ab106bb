import { randomUUID } from 'node:crypto';
import {
  REVIEWS_PAGE_SIZE,
  roundRating,
  type TemplateReviewList,
  type TemplateReviewSaved,
  templateMessages,
  type templateReviewInputSchema,
} from '@clientdock/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { Conflict, Forbidden, NotFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import { isOwner, loadVisibleTemplate } from './template-access';

type ReviewInput = z.output<typeof templateReviewInputSchema>;

export async function listReviews(
  ctx: AppContext,
  user: UserRecord | null,
  templateId: string,
  page: number,
): Promise<TemplateReviewList> {
  const template = await loadVisibleTemplate(ctx, user, templateId);
  const { reviews, total } = await ctx.repos.templateReviews.list(
    template.id,
    (page - 1) * REVIEWS_PAGE_SIZE,
    REVIEWS_PAGE_SIZE,
  );
  return { reviews, page, pageSize: REVIEWS_PAGE_SIZE, total };
}

function reviewerName(user: UserRecord): string {
  // First name and the initial of the last: a review is public, the full name need not be.
  if (user.firstName) return [user.firstName, user.lastName ? `${user.lastName[0]}.` : ''].filter(Boolean).join(' ');
  return user.name || 'ClientDock user';
}

/** Spec §9: the template's rating is the average of its reviews rounded to one decimal, with their count. */
async function refreshRating(ctx: AppContext, templateId: string) {
  const { average, count } = await ctx.repos.templateReviews.summary(templateId);
  const rating = count === 0 ? 0 : roundRating(average);
  await ctx.repos.templates.setReviewStats(templateId, rating, count);
  const template = await ctx.repos.templates.findById(templateId);
  return { downloads: template?.downloads ?? 0, rating, reviewCount: count };
}

/** Only people who made a portal from the template review it, once each; never its own creator. */
async function reviewableTemplate(ctx: AppContext, user: UserRecord, templateId: string) {
  const template = await loadVisibleTemplate(ctx, user, templateId);
  if (isOwner(user, template)) throw new Forbidden(templateMessages.reviewOwnTemplate, 'OWN_TEMPLATE');
  const acquisition = await ctx.repos.templates.findAcquisition(template.id, user.id);
  if (!acquisition?.usedAt) throw new Forbidden(templateMessages.reviewNeedsUse, 'REVIEW_NEEDS_USE');
  return template;
}

export async function addReview(
  ctx: AppContext,
  user: UserRecord,
  templateId: string,
  input: ReviewInput,
): Promise<TemplateReviewSaved> {
  const template = await reviewableTemplate(ctx, user, templateId);
  const now = ctx.clock().toISOString();
  const review = {
    id: randomUUID(),
    templateId: template.id,
    userId: user.id,
    userName: reviewerName(user),
    rating: input.rating,
    review: input.review,
    createdAt: now,
    updatedAt: now,
  };
  if (!(await ctx.repos.templateReviews.insert(review))) throw new Conflict(templateMessages.alreadyReviewed);
  return { review, stats: await refreshRating(ctx, template.id) };
}

export async function updateMyReview(
  ctx: AppContext,
  user: UserRecord,
  templateId: string,
  input: ReviewInput,
): Promise<TemplateReviewSaved> {
  const template = await reviewableTemplate(ctx, user, templateId);
  const existing = await ctx.repos.templateReviews.find(template.id, user.id);
  if (!existing) throw new NotFound(templateMessages.reviewNotFound);
  const patch = {
    rating: input.rating,
    review: input.review,
    userName: reviewerName(user),
    updatedAt: ctx.clock().toISOString(),
  };
  await ctx.repos.templateReviews.update(existing.id, patch);
  return { review: { ...existing, ...patch }, stats: await refreshRating(ctx, template.id) };
}
