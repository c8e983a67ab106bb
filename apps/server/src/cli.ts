import { ACCOUNT_STATUSES, type AccountStatus, normalizeUserType } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Actor } from './modules/admin/admin-creators.service';

const USAGE = `Usage: npm run cli -- <command> [arguments]

Commands:
  admin:grant <email> [--standard]   Make the account an admin (a super admin unless --standard)
  admin:revoke <email>               Make an admin a creator again
  user:status <email> <status>       Set an account's status: ${ACCOUNT_STATUSES.join(', ')}
                                     (suspending signs the account out everywhere)
  templates:migrate [--force]        Store the sample templates (again, with --force)
  doctor                             Check the database, storage, mail, PUBLIC_URL, VAPID keys, disk and clock
                                     (exits with 1 when a check fails)
  backup <file>                      Write the database and every stored file into one archive (.tar.gz)
  restore <file> [--force]           Bring an archive back into an empty database and storage
                                     (--force: into ones that already hold data, which is replaced)

The database is the server's: DATABASE_URL, or SQLite in DATA_DIR (./data by default).`;

/** A mistake in how the command was called: the message is printed and the exit code is 1. */
class UsageError extends Error {}

const OPERATOR: Actor = { id: null, email: null, via: 'command-line' };
const NO_REQUEST = { ip: null, userAgent: 'clientdock-cli' };

interface Parsed {
  command: string;
  args: string[];
  flags: Set<string>;
}

function parse(argv: string[]): Parsed {
  const [command = 'help', ...rest] = argv;
  return {
    command,
    args: rest.filter((arg) => !arg.startsWith('--')),
    flags: new Set(rest.filter((arg) => arg.startsWith('--'))),
  };
}

function expectArgs({ command, args, flags }: Parsed, names: string[], allowedFlags: string[] = []) {
  for (const flag of flags) {
    if (!allowedFlags.includes(flag)) throw new UsageError(`${command} does not take ${flag}.`);
  }
  if (args.length !== names.length) {
    throw new UsageError(`${command} needs ${names.map((name) => `<${name}>`).join(' ')}.`);
  }
}

async function findAccount(app: FastifyInstance, email: string) {
  const user = await app.ctx.repos.users.findByEmail(email.trim());
  if (!user) throw new UsageError(`No account uses the email ${email}.`);
  return user;
}

interface Command {
  /** Checks the arguments before the database is opened, so a typo answers at once. */
  check(parsed: Parsed): void;
  /** The text to print, or the text and the exit code when the command can fail without an error. */
  run(app: FastifyInstance, parsed: Parsed): Promise<string | { output: string; exitCode: number }>;
  /** Runs on the configuration alone, without starting the server's code on the database (restore). */
  standalone?: (config: AppConfig, parsed: Parsed) => Promise<string>;
}

const summary = (manifest: { counts: Record<string, number>; appVersion: string; createdAt: string }) =>
  `${Object.entries(manifest.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ')} (ClientDock ${manifest.appVersion}, ${manifest.createdAt})`;

const COMMANDS: Record<string, Command> = {
  'admin:grant': {
    check: (parsed) => expectArgs(parsed, ['email'], ['--standard']),
    async run(app, parsed) {
      const user = await findAccount(app, parsed.args[0]);
      const level = parsed.flags.has('--standard') ? 'standard' : 'super';
      if (normalizeUserType(user.userType) === 'admin' && user.adminLevel === level) {
        return `${user.email} is already a ${level} admin; nothing changed.`;
      }
      const { updateCreator } = await import('./modules/admin/admin-creators.service');
      await updateCreator(app.ctx, OPERATOR, user, { userType: 'admin', adminLevel: level }, NO_REQUEST);
      const note =
        user.status === 'active'
          ? ''
          : `\nThe account is ${user.status}: run "user:status ${user.email} active" so it can sign in.`;
      return `${user.email} is now a ${level} admin.${note}`;
    },
  },

  'admin:revoke': {
    check: (parsed) => expectArgs(parsed, ['email']),
    async run(app, parsed) {
      const user = await findAccount(app, parsed.args[0]);
      if (normalizeUserType(user.userType) !== 'admin') throw new UsageError(`${user.email} is not an admin.`);
      const { updateCreator } = await import('./modules/admin/admin-creators.service');
      await updateCreator(app.ctx, OPERATOR, user, { userType: 'creator' }, NO_REQUEST);
      return `${user.email} is a creator now; its admin level and permissions were removed.`;
    },
  },

  'user:status': {
    check(parsed) {
      expectArgs(parsed, ['email', 'status']);
      if (!(ACCOUNT_STATUSES as readonly string[]).includes(parsed.args[1])) {
        throw new UsageError(`The status must be one of ${ACCOUNT_STATUSES.join(', ')}; got "${parsed.args[1]}".`);
      }
    },
    async run(app, parsed) {
      const status = parsed.args[1] as AccountStatus;
      const user = await findAccount(app, parsed.args[0]);
      if (user.status === status) return `${user.email} is already ${status}; nothing changed.`;
      const { updateCreator } = await import('./modules/admin/admin-creators.service');
      await updateCreator(app.ctx, OPERATOR, user, { status }, NO_REQUEST);
      const signedOut = status === 'suspended' ? ' It has been signed out everywhere.' : '';
      return `${user.email} is now ${status} (was ${user.status}).${signedOut}`;
    },
  },

  doctor: {
    check: (parsed) => expectArgs(parsed, []),
    async run(app) {
      const { formatDoctorReport, runDoctor } = await import('./modules/operations/doctor');
      const report = await runDoctor(app.ctx);
      return { output: formatDoctorReport(report), exitCode: report.ok ? 0 : 1 };
    },
  },

  backup: {
    check: (parsed) => expectArgs(parsed, ['file']),
    async run(app, parsed) {
      const { writeBackup } = await import('./modules/operations/backup');
      const manifest = await writeBackup(app.ctx, parsed.args[0]);
      return `Backup written to ${parsed.args[0]}: ${summary(manifest)}.`;
    },
  },

  restore: {
    check: (parsed) => expectArgs(parsed, ['file'], ['--force']),
    run: () => Promise.reject(new Error('restore runs on its own')),
    async standalone(config, parsed) {
      const { restoreBackup } = await import('./modules/operations/restore');
      const manifest = await restoreBackup(config, parsed.args[0], parsed.flags.has('--force'));
      return `Restored ${parsed.args[0]}: ${summary(manifest)}. Start the server: it migrates the database if it is older.`;
    },
  },

  'templates:migrate': {
    check: (parsed) => expectArgs(parsed, [], ['--force']),
    async run(app, parsed) {
      const force = parsed.flags.has('--force');
      const { migrateSampleTemplates } = await import('./modules/templates/sample-templates.service');
      const record = await migrateSampleTemplates(app.ctx, { force });
      const when = force ? 'stored again now' : `migrated ${record.migratedAt}`;
      return `Sample templates: ${record.migratedCount} of ${record.totalSampleTemplates} stored (version ${record.version}, ${when}).`;
    },
  },
};

async function main(argv: string[]): Promise<number> {
  const parsed = parse(argv);
  if (parsed.command === 'help' || parsed.command === '--help' || parsed.command === '-h') {
    console.log(USAGE);
    return 0;
  }
  const command = COMMANDS[parsed.command];
  if (!command) {
    console.error(`Unknown command "${parsed.command}".\n\n${USAGE}`);
    return 1;
  }
  try {
    command.check(parsed);
  } catch (error) {
    console.error(`Error: ${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  // Loaded only now, after the arguments passed: the whole server is a lot to load for a typo.
  const { buildApp } = await import('./app');
  const { ConfigError, loadConfig } = await import('./config');
  const { OperatorError } = await import('./modules/operations/backup');
  let app: FastifyInstance | null = null;
  try {
    if (command.standalone) {
      console.log(await command.standalone(loadConfig(process.env, { runJobs: false }), parsed));
      return 0;
    }
    // The server's own start-up, without listening or scheduled work: same database, migrations run first.
    app = await buildApp(loadConfig(process.env, { runJobs: false, logLevel: process.env.LOG_LEVEL ?? 'warn' }));
    const result = await command.run(app, parsed);
    if (typeof result === 'string') {
      console.log(result);
      return 0;
    }
    console.log(result.output);
    return result.exitCode;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof OperatorError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    if (parsed.command === 'doctor' && !app) {
      // The server could not even start: that is the first check failing.
      console.log(
        `FAIL  database: ${(error as Error).message}\n       Check DATABASE_URL (or DATA_DIR) and that the database is up.`,
      );
      return 1;
    }
    console.error(error);
    return 1;
  } finally {
    await app?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
