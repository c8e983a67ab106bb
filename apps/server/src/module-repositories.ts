import type { Kysely } from 'kysely';
import type { DbDialect } from './config';
import type { Database } from './db/types';
import { repositories as account } from './modules/account/repositories';
import { repositories as admin } from './modules/admin/repositories';
import { repositories as analytics } from './modules/analytics/repositories';
import { repositories as announcements } from './modules/announcements/repositories';
import { repositories as apiTokens } from './modules/api-tokens/repositories';
import { repositories as appSettings } from './modules/app-settings/repositories';
import { repositories as audit } from './modules/audit/repositories';
import { repositories as billing } from './modules/billing/repositories';
import { repositories as blog } from './modules/blog/repositories';
import { repositories as creatorProfile } from './modules/creator-profile/repositories';
import { repositories as customDomains } from './modules/custom-domains/repositories';
import { repositories as fileRequests } from './modules/file-requests/repositories';
import { repositories as files } from './modules/files/repositories';
import { repositories as home } from './modules/home/repositories';
import { repositories as mail } from './modules/mail/repositories';
import { repositories as notifications } from './modules/notifications/repositories';
import { repositories as portals } from './modules/portals/repositories';
import { repositories as productAnalytics } from './modules/product-analytics/repositories';
import { repositories as publicPortal } from './modules/public-portal/repositories';
import { repositories as reading } from './modules/reading/repositories';
import { repositories as recipients } from './modules/recipients/repositories';
import { repositories as settings } from './modules/settings/repositories';
import { repositories as supportTickets } from './modules/support-tickets/repositories';
import { repositories as team } from './modules/team/repositories';
import { repositories as templates } from './modules/templates/repositories';
import { repositories as uploads } from './modules/uploads/repositories';
import { repositories as users } from './modules/users/repositories';
import { repositories as webhooks } from './modules/webhooks/repositories';

/** Each module's repositories.ts, the one list a module with repositories is added to. */
const moduleRepositories = [
  users,
  audit,
  mail,
  portals,
  files,
  uploads,
  notifications,
  settings,
  account,
  customDomains,
  creatorProfile,
  publicPortal,
  appSettings,
  analytics,
  blog,
  supportTickets,
  team,
  announcements,
  admin,
  templates,
  recipients,
  home,
  fileRequests,
  billing,
  apiTokens,
  webhooks,
  productAnalytics,
  reading,
] as const;

type RepositoryFactory = (db: Kysely<Database>, dialect: DbDialect) => unknown;
type Registration = Record<string, RepositoryFactory>;
type Merged<List extends readonly Registration[]> = List extends readonly [
  infer First extends Registration,
  ...infer Rest extends readonly Registration[],
]
  ? First & Merged<Rest>
  : unknown;
type Factories = Merged<typeof moduleRepositories>;

/** ctx.repos: every module's repositories by name, built on one database. */
export type Repositories = {
  [Name in keyof Factories]: Factories[Name] extends (...args: never[]) => infer R ? R : never;
};

export function createRepositories(db: Kysely<Database>, dialect: DbDialect): Repositories {
  const repos: Record<string, unknown> = {};
  for (const registration of moduleRepositories as readonly Registration[]) {
    for (const [name, create] of Object.entries(registration)) {
      if (name in repos) throw new Error(`Two modules register a repository named ${name}`);
      repos[name] = create(db, dialect);
    }
  }
  return repos as Repositories;
}
