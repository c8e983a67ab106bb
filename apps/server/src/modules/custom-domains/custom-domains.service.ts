import { randomBytes, randomUUID } from 'node:crypto';
import {
  accountMessages,
  type CustomDomain,
  type CustomDomainStatus,
  customDomainNameSchema,
  type DnsRecord,
  hasFeature,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { BadRequest, Conflict, Forbidden, LimitReached, NotFound } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import type { UserRecord } from '../users';
import type { CustomDomainRecord } from './custom-domains.repository';
import { isUniqueViolation } from './custom-domains.repository';
import {
  type CheckOutcome,
  checkDomain,
  createSystemResolver,
  type DnsResolver,
  txtRecordName,
  VERIFY_PREFIX,
} from './dns-check';

export const MAX_DOMAINS_PER_OWNER = 10;
const SERVING_CACHE_MS = 10_000;

let systemResolver: DnsResolver | undefined;

function resolverFor(ctx: AppContext): DnsResolver {
  if (ctx.dns) return ctx.dns;
  systemResolver ??= createSystemResolver();
  return systemResolver;
}

export function appHost(ctx: AppContext): string {
  return new URL(ctx.config.publicUrl).hostname.toLowerCase();
}

export function dnsRecords(domain: string, token: string, host: string): DnsRecord[] {
  return [
    { type: 'CNAME', name: domain, value: host },
    { type: 'TXT', name: txtRecordName(domain), value: `${VERIFY_PREFIX}${token}` },
  ];
}

function describe(ctx: AppContext, record: CustomDomainRecord): CustomDomain {
  return {
    domain: record.domain,
    status: record.status as CustomDomainStatus,
    records: dnsRecords(record.domain, record.verificationToken, appHost(ctx)),
    lastCheckedAt: record.lastCheckedAt,
    error: record.error,
    createdAt: record.createdAt,
  };
}

function parseDomain(ctx: AppContext, value: string): string {
  const parsed = customDomainNameSchema.safeParse(value);
  if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? accountMessages.invalidDomain);
  // .test is reserved for testing (RFC 6761): no client can reach it, so only the test suite may use it.
  if (parsed.data.endsWith('.test') && ctx.config.env !== 'test') {
    throw new BadRequest(accountMessages.domainInternal(parsed.data));
  }
  return parsed.data;
}

function audit(ctx: AppContext, user: UserRecord, meta: RequestMeta, action: string, domain: string) {
  return ctx.repos.audit.record({
    action,
    actorId: user.id,
    actorEmail: user.email,
    targetType: 'custom_domain',
    targetId: domain,
    ...meta,
    details: { domain },
  });
}

// ---------- Which domains serve portals (host routing, TLS) ----------

const servingCaches = new WeakMap<AppContext, Map<string, { ownerId: string | null; until: number }>>();

function servingCache(ctx: AppContext) {
  let cache = servingCaches.get(ctx);
  if (!cache) {
    cache = new Map();
    servingCaches.set(ctx, cache);
  }
  return cache;
}

/** Forgets cached answers after a change here; other instances see it within SERVING_CACHE_MS. */
export function forgetServing(ctx: AppContext) {
  servingCache(ctx).clear();
}

/**
 * The creator whose portals a request's Host serves, or null when the host is not a custom domain that
 * is verified, whose owner is active and still on a plan with custom domains.
 */
export async function resolveCustomDomain(
  ctx: AppContext,
  host: string,
): Promise<{ domain: string; ownerId: string } | null> {
  const domain = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const cache = servingCache(ctx);
  const hit = cache.get(domain);
  const now = ctx.clock().getTime();
  if (hit && hit.until > now) return hit.ownerId ? { domain, ownerId: hit.ownerId } : null;
  const row = await ctx.repos.customDomains.findServing(domain);
  const serves = Boolean(row && row.owner.status === 'active' && hasFeature(row.owner, 'customDomains'));
  const ownerId = serves && row ? row.ownerId : null;
  if (cache.size > 10_000) cache.clear();
  cache.set(domain, { ownerId, until: now + SERVING_CACHE_MS });
  return ownerId ? { domain, ownerId } : null;
}

/** For a TLS proxy's on-demand certificates: this app's own host, or a domain that serves portals. */
export async function mayIssueCertificate(ctx: AppContext, rawDomain: string): Promise<boolean> {
  const parsed = customDomainNameSchema.safeParse(rawDomain);
  if (!parsed.success) return false;
  if (parsed.data === appHost(ctx)) return true;
  return (await resolveCustomDomain(ctx, parsed.data)) !== null;
}

// ---------- The owner's API ----------

export async function registerDomain(
  ctx: AppContext,
  user: UserRecord,
  rawDomain: string,
  meta: RequestMeta,
): Promise<{ domain: CustomDomain; created: boolean }> {
  if (!hasFeature(user, 'customDomains')) {
    throw new Forbidden(accountMessages.domainsNeedAgency, 'PLAN_REQUIRED');
  }
  const domain = parseDomain(ctx, rawDomain);
  const host = appHost(ctx);
  if (domain === host || domain.endsWith(`.${host}`)) throw new BadRequest(accountMessages.domainIsAppHost);
  const existing = await ctx.repos.customDomains.findClaim(user.id, domain);
  if (existing) return { domain: describe(ctx, existing), created: false };
  // Only a verified claim holds a domain: anyone may type a name, only its owner can publish the TXT record.
  const verified = await ctx.repos.customDomains.findVerified(domain);
  if (verified) throw new Conflict(accountMessages.domainTaken);
  if ((await ctx.repos.customDomains.countByOwner(user.id)) >= MAX_DOMAINS_PER_OWNER) {
    throw new LimitReached(accountMessages.domainLimit(MAX_DOMAINS_PER_OWNER));
  }
  const now = ctx.clock().toISOString();
  const record: CustomDomainRecord = {
    id: randomUUID(),
    ownerId: user.id,
    domain,
    status: 'pending',
    verificationToken: randomBytes(16).toString('hex'),
    lastCheckedAt: null,
    error: null,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await ctx.repos.customDomains.insert(record);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(accountMessages.domainTaken);
    throw error;
  }
  // The first domain becomes the one branding shows; later ones only when branding has none.
  await ctx.repos.settings.updateUser(user.id, {
    settings: (settings) => {
      const branding = (settings.branding ?? {}) as Record<string, unknown>;
      return branding.customDomain ? settings : { ...settings, branding: { ...branding, customDomain: domain } };
    },
  });
  await audit(ctx, user, meta, 'custom_domain.added', domain);
  forgetServing(ctx);
  return { domain: describe(ctx, record), created: true };
}

async function findOwned(ctx: AppContext, user: UserRecord, rawDomain: string): Promise<CustomDomainRecord> {
  const parsed = customDomainNameSchema.safeParse(rawDomain);
  const record = parsed.success ? await ctx.repos.customDomains.findClaim(user.id, parsed.data) : undefined;
  // Another creator's domain answers exactly like one that does not exist.
  if (!record) throw new NotFound(accountMessages.domainNotFound);
  return record;
}

export async function listDomains(ctx: AppContext, user: UserRecord): Promise<CustomDomain[]> {
  return (await ctx.repos.customDomains.listByOwner(user.id)).map((record) => describe(ctx, record));
}

const VERIFIED: readonly string[] = ['verified', 'active'];
const LOST: CheckOutcome = { status: 'failed', error: accountMessages.domainVerifiedElsewhere };

/** The first claim to prove the domain wins; a later one fails, even with its own TXT record in place. */
async function decide(ctx: AppContext, record: CustomDomainRecord, outcome: CheckOutcome): Promise<CheckOutcome> {
  if (!VERIFIED.includes(outcome.status) || VERIFIED.includes(record.status)) return outcome;
  const winner = await ctx.repos.customDomains.findVerified(record.domain);
  return winner && winner.id !== record.id ? LOST : outcome;
}

async function runCheck(ctx: AppContext, record: CustomDomainRecord, now: Date): Promise<CustomDomainRecord> {
  let outcome = await decide(ctx, record, await checkDomain(resolverFor(ctx), record, appHost(ctx), now));
  try {
    await ctx.repos.customDomains.saveCheck(record.id, outcome, now);
  } catch (error) {
    // Two claims proved the domain at the same moment: the unique index let the other one in first.
    if (!isUniqueViolation(error)) throw error;
    outcome = LOST;
    await ctx.repos.customDomains.saveCheck(record.id, outcome, now);
  }
  if (outcome.status !== record.status) {
    forgetServing(ctx);
    // Which domains serve portals is a security matter: each change of state goes to the Security Logs.
    await ctx.repos.audit.record({
      action: 'custom_domain.status_changed',
      actorId: record.ownerId,
      targetType: 'custom_domain',
      targetId: record.domain,
      details: { domain: record.domain, from: record.status, to: outcome.status, error: outcome.error ?? null },
    });
  }
  return { ...record, ...outcome, lastCheckedAt: now.toISOString(), updatedAt: now.toISOString() };
}

/** Checks DNS now and answers the result. */
export async function getDomainStatus(ctx: AppContext, user: UserRecord, rawDomain: string): Promise<CustomDomain> {
  const record = await findOwned(ctx, user, rawDomain);
  return describe(ctx, await runCheck(ctx, record, ctx.clock()));
}

export async function removeDomain(ctx: AppContext, user: UserRecord, rawDomain: string, meta: RequestMeta) {
  const record = await findOwned(ctx, user, rawDomain);
  await ctx.repos.customDomains.delete(record.id);
  await ctx.repos.settings.updateUser(user.id, {
    settings: (settings) => {
      const branding = (settings.branding ?? {}) as Record<string, unknown>;
      return branding.customDomain === record.domain
        ? { ...settings, branding: { ...branding, customDomain: null } }
        : settings;
    },
  });
  await audit(ctx, user, meta, 'custom_domain.removed', record.domain);
  forgetServing(ctx);
}

/** The scheduled re-check: pending domains, oldest check first. Answers how many changed status. */
export async function recheckPendingDomains(ctx: AppContext, now = ctx.clock(), limit = 100): Promise<number> {
  let changed = 0;
  for (const record of await ctx.repos.customDomains.listPending(limit)) {
    const checked = await runCheck(ctx, record, now);
    if (checked.status !== record.status) changed++;
  }
  return changed;
}
