import type { DnsResolver } from '../src/modules/custom-domains/dns-check';

/** A DNS stub for tests: answers from the given tables, "not found" otherwise. */
export function stubResolver(zone: {
  txt?: Record<string, string[]>;
  cname?: Record<string, string[]>;
  hosts?: Record<string, string[]>;
  failWith?: string;
}): DnsResolver & typeof zone {
  const missing = (code = 'ENOTFOUND') => Object.assign(new Error(`query failed: ${code}`), { code });
  zone.txt ??= {};
  zone.cname ??= {};
  zone.hosts ??= {};
  return Object.assign(zone, {
    async resolveTxt(name: string) {
      if (zone.failWith) throw missing(zone.failWith);
      const values = zone.txt?.[name];
      if (!values) throw missing();
      return values.map((value) => [value]);
    },
    async resolveCname(name: string) {
      const values = zone.cname?.[name];
      if (!values) throw missing('ENODATA');
      return values;
    },
    async lookup(name: string) {
      const values = zone.hosts?.[name];
      if (!values) throw missing();
      return values;
    },
  });
}
