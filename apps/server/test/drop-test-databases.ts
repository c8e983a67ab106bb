import pg from 'pg';

/** Drops the named databases, on one connection, even while apps are still connected to them. */
export async function dropDatabases(url: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test run's PostgreSQL databases: the clones of `template`, then the template. One at a time: each drop
 * makes the server write a checkpoint, and two at once were no faster.
 */
export async function dropTestDatabases(url: string, template: string): Promise<number> {
  if (!/^cdtpl_[0-9a-f]+$/.test(template)) throw new Error(`not a test template's name: ${template}`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin
    .query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2 order by datname = $2`,
      [`${template}\\_%`, template],
    )
    .finally(() => admin.end());
  await dropDatabases(
    url,
    rows.map((row) => row.datname),
  );
  return rows.length;
}
