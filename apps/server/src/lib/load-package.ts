import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Loads a CommonJS package the first time it is needed. Drivers and SDKs an instance may never use (pg on
 * SQLite, the S3 client on local disk, prom-client without METRICS_TOKEN, sharp until the first image) cost
 * start-up time when imported at the top; loaded here, only the instances that use them pay.
 */
export function loadPackage<T>(name: string): T {
  return require(name) as T;
}

/** Where a package's entry file is, for code that loads it elsewhere (a worker thread). */
export function resolvePackage(name: string): string {
  return require.resolve(name);
}
