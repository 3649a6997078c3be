// How the benches load a million rows into a database of their own: as `pg_restore -j 2` does, the tables'
// secondary indexes and foreign keys are made after the rows, from their own definitions, so the end state
// is what the migrations made. The writers' statement triggers stay on: the rows they derive (dirty days,
// first refunds, customer windows) are written as in production.
import { sql } from 'drizzle-orm';
import { type Database, type Db, queryRows } from '../apps/server/src/db/client';
import { busyMs, processCpuMs } from './load-kit';

export type BulkLoad = {
  /** Tables whose plain indexes and foreign keys are made after the rows. */
  tables: string[];
  /** Indexes that stay: those the load's own triggers read (without one a trigger's look-up scans). */
  keep?: string[];
  /**
   * Row triggers that only copy into each row what the load's statement already writes there
   * (`request_items_copy_request`: the request's `created_at` and `kind`, locking the request per item).
   */
  triggers?: string[];
};

const names = (xs: string[] | undefined) =>
  sql.join(
    (xs?.length ? xs : ['']).map((x) => sql`${x}`),
    sql`, `,
  );

/**
 * Runs the `loads` side by side, each in a transaction of its own (on PostgreSQL each on a connection of the
 * pool, so two loads use two cores; PGlite runs them one after another), with the plain indexes and the
 * foreign keys of `tables` (and the given row triggers) set aside before and made again after, the indexes
 * two at a time. Unique indexes stay, so a load that breaks one still fails, and each foreign key is checked
 * over all the rows when it is added. A failed load leaves the other loads' rows, with everything made again.
 * Only for a database the bench owns: what is set aside is committed first.
 */
export async function loadInBulk(
  db: Db,
  what: BulkLoad,
  loads: ((tx: Db) => Promise<void>)[],
): Promise<void> {
  const tables = sql.join(
    what.tables.map((t) => sql`${t}::regclass`),
    sql`, `,
  );
  const aside = await db.transaction(async (tx) => {
    const indexes = await queryRows<{ name: string; definition: string }>(
      tx,
      sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        where i.indrelid in (${tables}) and not i.indisunique
          and i.indexrelid::regclass::text not in (${names(what.keep)})
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    );
    const keys = await queryRows<{ table: string; name: string; definition: string }>(
      tx,
      sql`select conrelid::regclass::text as table, quote_ident(conname) as name,
          pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and conrelid in (${tables})`,
    );
    const triggers = await queryRows<{ table: string; name: string }>(
      tx,
      sql`select tgrelid::regclass::text as table, quote_ident(tgname) as name from pg_trigger
        where tgname in (${names(what.triggers)})`,
    );
    if (triggers.length !== (what.triggers?.length ?? 0))
      throw new Error('a trigger to set aside is missing');
    for (const k of keys) await tx.execute(sql.raw(`alter table ${k.table} drop constraint ${k.name}`));
    for (const i of indexes) await tx.execute(sql.raw(`drop index ${i.name}`));
    for (const t of triggers) await tx.execute(sql.raw(`alter table ${t.table} disable trigger ${t.name}`));
    return { indexes, keys, triggers };
  });
  // A generated statement over a million rows is costed past JIT's threshold: seconds compiling it.
  const settled = await Promise.allSettled(
    loads.map((load) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local jit = off`);
        await load(tx);
      }),
    ),
  );
  for (const t of aside.triggers)
    await db.execute(sql.raw(`alter table ${t.table} enable trigger ${t.name}`));
  const pending = [...aside.indexes];
  const build = async () => {
    for (let i = pending.shift(); i; i = pending.shift()) {
      const { definition } = i;
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
        await tx.execute(sql.raw(definition));
      });
    }
  };
  await Promise.all([build(), build()]);
  // Adding a key locks both its tables against another key's check: one at a time.
  for (const k of aside.keys)
    await db.execute(sql.raw(`alter table ${k.table} add constraint ${k.name} ${k.definition}`));
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** `seedRequestHistory`'s tables: its refunds' trigger reads refunds by request. */
export const REQUEST_HISTORY: BulkLoad = {
  tables: ['requests', 'request_items', 'refunds', 'request_first_refunds'],
  keep: ['refunds_request_idx'],
  triggers: ['request_items_copy_request'],
};

/**
 * Tags on a share of a store's requests, by request name so every seed gets the same: `common` on 1 in 50,
 * `some` on 1 in 200, `rare` on 1 in 2,000, `half` on half. Half a million rows through request_tags' row
 * trigger took from one minute to over half an hour on a busy machine: the update runs without triggers
 * (tags are no analytics fact) and request_tags is filled from the tags in one statement, as its migration
 * filled it. Within `loadInBulk` the update touches no index the load set aside.
 */
export async function tagRequests(db: Db, storeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update requests set tags = array_remove(array[case
        when abs(hashtext(name)) % 50 = 0 then 'common' when abs(hashtext(name)) % 200 = 1 then 'some'
        when abs(hashtext(name)) % 2000 = 2 then 'rare' end,
        case when abs(hashtext(name || '/half')) % 2 = 0 then 'half' end], null)
      where store_id = ${storeId} and (abs(hashtext(name)) % 50 = 0 or abs(hashtext(name)) % 200 = 1
        or abs(hashtext(name)) % 2000 = 2 or abs(hashtext(name || '/half')) % 2 = 0)`);
    await tx.execute(sql`insert into request_tags (store_id, tag, created_at, request_id, status, needs_attention)
      select distinct q.store_id, t.tag, q.created_at, q.id, q.status, q.needs_attention
      from requests q cross join lateral unnest(q.tags) t(tag)
      where q.store_id = ${storeId} and t.tag is not null on conflict do nothing`);
    // Within a bulk load this is a savepoint, and the setting would outlive it.
    await tx.execute(sql`set local session_replication_role = origin`);
  });
}

/**
 * What `work` took: seconds of wall time and of CPU, this process's and (on PostgreSQL) the database's
 * backends' (Linux; a backend opened meanwhile counts whole, one closed meanwhile not at all, nor are
 * PostgreSQL's parallel workers), and the whole machine's busy CPU, which counts them all (and whatever else
 * ran). On a busy machine the wall time waits for the cores; the CPU is what the work costs.
 */
export async function timed<T>(
  database: Database,
  work: () => Promise<T>,
): Promise<{ result: T; wall: number; cpu: number; machine: number }> {
  const backends = async () =>
    database.kind === 'postgres'
      ? (
          await queryRows<{ pid: number }>(
            database.db,
            sql`select pid from pg_stat_activity where datname = current_database()`,
          )
        ).map((b) => b.pid)
      : [];
  const before = processCpuMs([process.pid, ...(await backends())]);
  const busyBefore = busyMs() ?? 0;
  const started = performance.now();
  const result = await work();
  const wall = (performance.now() - started) / 1000;
  const machine = ((busyMs() ?? 0) - busyBefore) / 1000;
  let cpu = 0;
  for (const [pid, ms] of processCpuMs([process.pid, ...(await backends())]))
    cpu += ms - (before.get(pid) ?? 0);
  return { result, wall, cpu: cpu / 1000, machine };
}

/** `timed`'s CPU as the benches print it. */
export const cpuText = (t: { cpu: number; machine: number }) =>
  `${t.cpu.toFixed(1)} s of CPU; the machine's ${t.machine.toFixed(1)} s`;
