import { createBlogRepository } from './blog.repository';

/** The blog module's repositories, as ctx.repos names them (built in module-repositories.ts). */
export const repositories = {
  blog: createBlogRepository,
};
