import type { Kysely } from 'kysely';
import type { AppConfig, DbDialect } from './config';
import type { Database } from './db/types';
import type { AuditRepository } from './modules/audit/audit.repository';
import type { Auth } from './modules/auth/auth';
import type { MailRepository } from './modules/mail/mail.repository';
import type { Mailer } from './modules/mail/mailer';
import type { PortalsRepository } from './modules/portals/portals.repository';
import type { UsersRepository } from './modules/users/users.repository';
import type { Storage } from './storage/storage';

export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DbDialect;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  repos: {
    users: UsersRepository;
    audit: AuditRepository;
    mail: MailRepository;
    portals: PortalsRepository;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
