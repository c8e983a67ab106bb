import { z } from 'zod';

/** `GET /api/admin/debug`: what an operator checks first when something on the instance misbehaves. */
export const adminDebugSchema = z.object({
  version: z.string(),
  /** The instance that answered, as `GET /api/health` names it. */
  instance: z.string(),
  nodeVersion: z.string(),
  environment: z.enum(['production', 'development', 'test']),
  publicUrl: z.string(),
  uptimeSeconds: z.number().int(),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    status: z.enum(['ok', 'error']),
    /** Where the data is: the SQLite file, or the PostgreSQL host and database (never the password). */
    location: z.string(),
    migrations: z.object({
      applied: z.array(z.object({ name: z.string(), appliedAt: z.string().nullable() })),
      pending: z.array(z.string()),
    }),
  }),
  storage: z.object({ driver: z.string(), status: z.enum(['ok', 'error']), location: z.string() }),
  mail: z.object({
    transport: z.enum(['smtp', 'outbox']),
    from: z.string(),
    outbox: z.object({ pending: z.number().int(), failed: z.number().int(), sentLast24h: z.number().int() }),
    lastFailure: z.object({ at: z.string(), to: z.string(), error: z.string() }).nullable(),
    /**
     * The failed mail, newest first (at most 50): waiting for its next try, or given up after its last
     * (`nextAttemptAt` null).
     */
    failedMail: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        to: z.string(),
        subject: z.string(),
        error: z.string().nullable(),
        attempts: z.number().int(),
        nextAttemptAt: z.string().nullable(),
        createdAt: z.string(),
      }),
    ),
  }),
  jobs: z.object({
    scheduler: z.string(),
    /** False when this instance does not run scheduled work (another instance may). */
    runsHere: z.boolean(),
    jobs: z.array(
      z.object({
        name: z.string(),
        schedule: z.string(),
        running: z.boolean(),
        nextRunAt: z.string().nullable(),
        lastStartedAt: z.string().nullable(),
        lastFinishedAt: z.string().nullable(),
        lastError: z.string().nullable(),
      }),
    ),
    uploadsInProgress: z.number().int(),
  }),
});
export type AdminDebug = z.infer<typeof adminDebugSchema>;

export const outboxRetryParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const outboxRetryResultSchema = z.object({ delivered: z.boolean() });
export type OutboxRetryResult = z.infer<typeof outboxRetryResultSchema>;

/** One check of `npm run cli -- doctor` and of `GET /api/admin/debug/doctor`. */
export const doctorCheckSchema = z.object({
  name: z.string(),
  status: z.enum(['pass', 'fail', 'skip']),
  detail: z.string(),
  /** What to do about a failure. */
  hint: z.string().nullable(),
});
export const doctorReportSchema = z.object({ ok: z.boolean(), checks: z.array(doctorCheckSchema) });
export type DoctorCheck = z.infer<typeof doctorCheckSchema>;
export type DoctorReport = z.infer<typeof doctorReportSchema>;
