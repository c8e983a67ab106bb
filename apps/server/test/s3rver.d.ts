declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: string[] }[];
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    middleware: unknown[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
