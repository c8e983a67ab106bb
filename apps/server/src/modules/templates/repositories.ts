import { createTemplateReviewsRepository } from './template-reviews.repository';
import { createTemplatesRepository } from './templates.repository';

/** The templates module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  templates: createTemplatesRepository,
  templateReviews: createTemplateReviewsRepository,
};
