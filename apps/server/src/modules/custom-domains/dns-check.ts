import { lookup, Resolver } from 'node:dns/promises';
import { accountMessages, type CustomDomainStatus } from '@clientdock/shared';

/** The DNS questions a domain check asks; tests inject a stub, production uses the system's resolver. */
export interface DnsResolver {
  resolveTxt(name: string): Promise<string[][]>;
  resolveCname(name: string): Promise<string[]>;
  /** Addresses as the operating system resolves them (hosts file included). */
  lookup(name: string): Promise<string[]>;
}

export function createSystemResolver(timeoutMs = 3000): DnsResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  return {
    resolveTxt: (name) => resolver.resolveTxt(name),
    resolveCname: (name) => resolver.resolveCname(name),
    lookup: async (name) => (await lookup(name, { all: true })).map((entry) => entry.address),
  };
}

// Answers that mean "no such record", as opposed to a lookup that could not be made.
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN', 'ENONAME']);

export const VERIFY_PREFIX = 'clientdock-verify=';
export const PENDING_FOR_MS = 7 * 24 * 60 * 60 * 1000;

export function txtRecordName(domain: string): string {
  return `_clientdock.${domain}`;
}

export interface DomainToCheck {
  domain: string;
  status: string;
  verificationToken: string;
  createdAt: string;
}

export interface CheckOutcome {
  status: CustomDomainStatus;
  error: string | null;
}

async function settle<T>(work: Promise<T>, fallback: T): Promise<T> {
  try {
    return await work;
  } catch {
    return fallback;
  }
}

/** Does the domain already send its traffic here: a CNAME to the app's host, or the same addresses? */
async function pointsHere(resolver: DnsResolver, domain: string, appHost: string): Promise<boolean> {
  const cnames = await settle(resolver.resolveCname(domain), []);
  if (cnames.some((name) => name.toLowerCase().replace(/\.$/, '') === appHost)) return true;
  const [mine, theirs] = await Promise.all([
    settle(resolver.lookup(appHost), [] as string[]),
    settle(resolver.lookup(domain), [] as string[]),
  ]);
  return theirs.some((address) => mine.includes(address));
}

/**
 * Ownership is proven by the TXT record; "active" means the domain also points here. A lookup that fails
 * for another reason than "no record" keeps the current status, so a DNS hiccup never demotes a domain.
 */
export async function checkDomain(
  resolver: DnsResolver,
  domain: DomainToCheck,
  appHost: string,
  now: Date,
): Promise<CheckOutcome> {
  const name = txtRecordName(domain.domain);
  const current = domain.status as CustomDomainStatus;
  let values: string[];
  try {
    values = (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EUNKNOWN';
    if (!ABSENT.has(code)) return { status: current, error: accountMessages.domainLookupFailed(code) };
    values = [];
  }
  if (!values.includes(`${VERIFY_PREFIX}${domain.verificationToken}`)) {
    if (current === 'verified' || current === 'active') {
      return { status: 'failed', error: accountMessages.domainTxtRemoved(name) };
    }
    if (now.getTime() - new Date(domain.createdAt).getTime() > PENDING_FOR_MS) {
      return { status: 'failed', error: accountMessages.domainExpired };
    }
    const mismatch = values.some((value) => value.startsWith(VERIFY_PREFIX));
    return {
      status: 'pending',
      error: mismatch ? accountMessages.domainTxtMismatch(name) : accountMessages.domainTxtMissing(name),
    };
  }
  return (await pointsHere(resolver, domain.domain, appHost))
    ? { status: 'active', error: null }
    : { status: 'verified', error: null };
}
