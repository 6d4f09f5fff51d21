import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { RECORD_COLLECTIONS, type RecordCollection } from './types';
import type { NamespaceView, StateChanges } from './namespace-state';

/** The file inside MOCK_DATA_DIR; SQLite keeps its write-ahead log beside it. */
export const STORE_FILE = 'mock-namespaces.sqlite';

/**
 * A data directory as the mock left it while its code called a namespace a "world": this file,
 * with these tables. `open` moves it to the current names, so an existing deployment keeps its
 * namespaces, snapshots and JWT secret.
 */
export const OLD_LAYOUT = {
  file: 'mock-worlds.sqlite',
  tables: { worlds: 'namespaces', unreadable_worlds: 'unreadable_namespaces' },
} as const;

/** Renames the old file to STORE_FILE, unless there is none or STORE_FILE exists already (then that one is in use). */
function moveOldFile(dir: string): void {
  const oldFile = join(dir, OLD_LAYOUT.file);
  if (!existsSync(oldFile) || existsSync(join(dir, STORE_FILE))) return;
  // A commit may be only in the write-ahead log (a mock killed with -9): fold the log into the
  // file and empty it, or renaming the file alone would leave that commit behind. Busy: another
  // process has the database open, and moving it from under that one would lose its writes.
  const old = new DatabaseSync(oldFile);
  try {
    const checkpoint = old.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get();
    if (Number(checkpoint?.busy ?? 1) !== 0) throw new Error(`mock-api: ${oldFile} is in use by another process; stop that one first`);
  } finally {
    old.close();
  }
  const log = `${oldFile}-wal`;
  if (existsSync(log) && statSync(log).size > 0) throw new Error(`mock-api: ${log} is not empty after a checkpoint; nothing moved`);
  renameSync(oldFile, join(dir, STORE_FILE));
  // the empty log and its index, if closing did not remove them already
  rmSync(log, { force: true });
  rmSync(`${oldFile}-shm`, { force: true });
}

/**
 * Renames the old tables before `open` creates the current ones empty; in a separate step from
 * the file, so a start stopped between the two is finished by the next one.
 */
function renameOldTables(db: DatabaseSync): void {
  const exists = (table: string) => db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;
  db.exec('BEGIN IMMEDIATE');
  try {
    for (const [old, current] of Object.entries(OLD_LAYOUT.tables)) {
      if (exists(old) && !exists(current)) db.exec(`ALTER TABLE ${old} RENAME TO ${current}`);
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** A record of a namespace as stored: its collection, its key (a list's position, a map's key), its JSON; null drops it. */
type StoredRecord = { collection: RecordCollection; key: string; data: string | null };

/** How a field of a state is stored: as records when it is one of RECORD_COLLECTIONS of the right shape, else in the head. */
function storedAsRecords(field: string, value: unknown): boolean {
  const kind = RECORD_COLLECTIONS[field as RecordCollection] as 'list' | 'map' | undefined;
  if (kind === 'list') return Array.isArray(value);
  return kind === 'map' && typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The head of a state as JSON: every field but the journal and the record collections (clock,
 * site, faults, sequence...), small whatever the size of the ledger. A value the schema will
 * refuse stays in it, for the load to judge.
 */
export function headJson(data: object): string {
  const head: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) if (field !== 'journal' && !storedAsRecords(field, value)) head[field] = value;
  return JSON.stringify(head);
}

/** Every record of one collection, as rows. */
function recordsOf(collection: RecordCollection, value: object): StoredRecord[] {
  return Object.entries(value).map(([key, record]) => ({ collection, key, data: JSON.stringify(record) }));
}

/**
 * Where a durable mock keeps its namespaces (docs/design/mock.md#durable-namespaces): one SQLite database in MOCK_DATA_DIR
 * through Node's built-in `node:sqlite`. A namespace is a head row (its state without the record
 * collections, as JSON) and one row per record of its members, ledger, withdrawals, rounds...
 * (RECORD_COLLECTIONS), so an answer writes the records it changed, never the whole namespace,
 * and a read writes nothing. Named snapshots and the mock's own settings (its generated JWT
 * secret) have tables of their own.
 *
 * Durable before the answer: a commit is written to the write-ahead log (`synchronous = NORMAL`:
 * it survives kill -9 once the call returns), and `durable(commit)` then flushes the log to the
 * disk with an fsync on libuv's thread pool, so a power cut loses nothing answered either, and
 * the event loop, serving every other namespace, never waits for a disk. Commits made while a
 * flush runs share the next one.
 */
export class NamespaceStore {
  private readonly statements = new Map<string, StatementSync>();
  /** Commits made so far, and how many of them a finished flush of the log covers. */
  private commits = 0;
  private flushed = 0;
  private flushing: Promise<void> | null = null;
  private log: FileHandle | null = null;

  private constructor(
    private readonly db: DatabaseSync,
    private readonly logFile: string,
  ) {}

  static open(dir: string): NamespaceStore {
    mkdirSync(dir, { recursive: true });
    moveOldFile(dir);
    const file = join(dir, STORE_FILE);
    const db = new DatabaseSync(file);
    db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA busy_timeout = 5000;
    `);
    renameOldTables(db);
    db.exec(`
      CREATE TABLE IF NOT EXISTS namespaces (namespace TEXT PRIMARY KEY, version INTEGER NOT NULL, data TEXT NOT NULL, saved_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS namespace_records (namespace TEXT NOT NULL, collection TEXT NOT NULL, key TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (namespace, collection, key));
      CREATE TABLE IF NOT EXISTS unreadable_namespaces (namespace TEXT NOT NULL, version INTEGER NOT NULL, data TEXT NOT NULL, reason TEXT NOT NULL, set_aside_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS snapshots (name TEXT PRIMARY KEY, description TEXT NOT NULL, data TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
    const store = new NamespaceStore(db, `${file}-wal`);
    store.splitWholeRows();
    return store;
  }

  private statement(sql: string): StatementSync {
    let prepared = this.statements.get(sql);
    if (prepared === undefined) {
      prepared = this.db.prepare(sql);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }

  /**
   * Runs `write` in one transaction and returns its commit's number, for `durable`. With
   * `flushNow` (rare writes: snapshots, settings, deletes) the commit is on the disk when it returns.
   */
  private transaction(write: () => void, flushNow = false): number {
    if (flushNow) this.db.exec('PRAGMA synchronous = FULL');
    this.db.exec('BEGIN IMMEDIATE');
    try {
      write();
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    } finally {
      if (flushNow) this.db.exec('PRAGMA synchronous = NORMAL');
    }
    this.commits += 1;
    return this.commits;
  }

  /** Rows that hold a whole namespace (how the mock stored them before records had rows): split into head and records, once. */
  private splitWholeRows(): void {
    const rows = this.db
      .prepare("SELECT namespace, data FROM namespaces WHERE json_valid(data) AND json_type(data, '$.postings') = 'array'")
      .all();
    for (const row of rows) {
      this.saveNamespace(String(row.namespace), JSON.parse(String(row.data)) as object);
    }
  }

  /** A namespace's state as stored (its head with its records put back, an empty journal), or undefined when it never was. */
  loadNamespace(namespace: string): Record<string, unknown> | undefined {
    const row = this.statement('SELECT data FROM namespaces WHERE namespace = ?').get(namespace);
    if (row === undefined) return undefined;
    const data: Record<string, unknown> = { journal: [], ...(JSON.parse(String(row.data)) as Record<string, unknown>) };
    const collections = new Map<string, Array<[string, unknown]>>();
    for (const record of this.statement('SELECT collection, key, data FROM namespace_records WHERE namespace = ? ORDER BY rowid').all(
      namespace,
    )) {
      const collection = String(record.collection);
      let entries = collections.get(collection);
      if (entries === undefined) {
        entries = [];
        collections.set(collection, entries);
      }
      entries.push([String(record.key), JSON.parse(String(record.data))]);
    }
    for (const [collection, kind] of Object.entries(RECORD_COLLECTIONS)) {
      // a head that holds the field itself (a value the schema will refuse) keeps it
      if (collection in data) continue;
      const entries = collections.get(collection) ?? [];
      data[collection] =
        kind === 'list' ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, record]) => record) : Object.fromEntries(entries);
    }
    return data;
  }

  hasNamespace(namespace: string): boolean {
    return this.statement('SELECT 1 FROM namespaces WHERE namespace = ?').get(namespace) !== undefined;
  }

  /** Writes a namespace's state whole (new, restored or rebuilt): its head and every record. Returns the commit. */
  saveNamespace(namespace: string, data: object): number {
    const records = Object.entries(data).flatMap(([field, value]) =>
      field !== 'journal' && storedAsRecords(field, value) ? recordsOf(field as RecordCollection, value as object) : [],
    );
    return this.transaction(() => {
      this.statement('DELETE FROM namespace_records WHERE namespace = ?').run(namespace);
      this.putHead(namespace, headJson(data));
      this.putRecords(namespace, records);
    });
  }

  /**
   * Writes what an answer changed in a namespace (`changes`, as its state noted them; `head` when
   * it changed), read from `data`, in one transaction. Returns the commit, for `durable`.
   */
  saveChanges(namespace: string, data: NamespaceView, changes: StateChanges, head: string | null): number {
    const records: StoredRecord[] = [];
    const rewritten: ReadonlySet<RecordCollection> = changes.rewritten;
    for (const collection of rewritten) records.push(...recordsOf(collection, data[collection]));
    for (const [collection, keys] of changes.records) {
      if (rewritten.has(collection)) continue;
      // a list by position, a map by key: both read by the key as a property
      const kept = data[collection] as unknown as Readonly<Record<string, unknown>>;
      for (const key of keys) {
        const record = kept[key];
        records.push({ collection, key, data: record === undefined ? null : JSON.stringify(record) });
      }
    }
    return this.transaction(() => {
      if (head !== null) this.putHead(namespace, head);
      for (const collection of rewritten)
        this.statement('DELETE FROM namespace_records WHERE namespace = ? AND collection = ?').run(namespace, collection);
      this.putRecords(namespace, records);
    });
  }

  private putHead(namespace: string, head: string): void {
    const version = Number((JSON.parse(head) as { version?: unknown }).version ?? 0);
    this.statement(
      'INSERT INTO namespaces (namespace, version, data, saved_at) VALUES (?, ?, ?, ?) ' +
        'ON CONFLICT (namespace) DO UPDATE SET version = excluded.version, data = excluded.data, saved_at = excluded.saved_at',
    ).run(namespace, Number.isInteger(version) ? version : 0, head, Date.now());
  }

  private putRecords(namespace: string, records: StoredRecord[]): void {
    const put = this.statement(
      'INSERT INTO namespace_records (namespace, collection, key, data) VALUES (?, ?, ?, ?) ON CONFLICT (namespace, collection, key) DO UPDATE SET data = excluded.data',
    );
    const drop = this.statement('DELETE FROM namespace_records WHERE namespace = ? AND collection = ? AND key = ?');
    for (const record of records) {
      if (record.data === null) drop.run(namespace, record.collection, record.key);
      else put.run(namespace, record.collection, record.key, record.data);
    }
  }

  /**
   * Resolves once every commit up to `commit` is on the disk: the write-ahead log flushed by an
   * fsync off the event loop (one flush serves every commit made before it started).
   */
  async durable(commit: number): Promise<void> {
    while (this.flushed < commit) {
      if (this.flushing === null) {
        const covered = this.commits;
        this.flushing = this.flushLog().then(
          () => {
            this.flushed = Math.max(this.flushed, covered);
            this.flushing = null;
          },
          (error: unknown) => {
            this.flushing = null;
            throw error;
          },
        );
      }
      await this.flushing;
    }
  }

  private async flushLog(): Promise<void> {
    this.log ??= await open(this.logFile, 'r');
    await this.log.sync();
  }

  deleteNamespace(namespace: string): boolean {
    let deleted = false;
    this.transaction(() => {
      deleted = Number(this.statement('DELETE FROM namespaces WHERE namespace = ?').run(namespace).changes) > 0;
      this.statement('DELETE FROM namespace_records WHERE namespace = ?').run(namespace);
    }, true);
    return deleted;
  }

  /** Moves a namespace the current schema cannot read out of the way, kept whole for a person to look at (docs/design/mock.md#durable-namespaces). */
  setAside(namespace: string, reason: string): void {
    const data = this.loadNamespace(namespace);
    if (data === undefined) return;
    this.transaction(() => {
      this.statement('INSERT INTO unreadable_namespaces (namespace, version, data, reason, set_aside_at) VALUES (?, ?, ?, ?, ?)').run(
        namespace,
        Number(data.version ?? 0) || 0,
        JSON.stringify(data),
        reason,
        Date.now(),
      );
      this.statement('DELETE FROM namespaces WHERE namespace = ?').run(namespace);
      this.statement('DELETE FROM namespace_records WHERE namespace = ?').run(namespace);
    }, true);
  }

  /** Rows of a namespace that were set aside, newest last (what a person recovering one looks at). */
  unreadable(namespace: string): Array<{ reason: string; data: string }> {
    return this.db
      .prepare('SELECT reason, data FROM unreadable_namespaces WHERE namespace = ? ORDER BY set_aside_at')
      .all(namespace)
      .map((row) => ({ reason: String(row.reason), data: String(row.data) }));
  }

  listSnapshots(): Array<{ name: string; description: string }> {
    return this.db
      .prepare('SELECT name, description FROM snapshots')
      .all()
      .map((row) => ({ name: String(row.name), description: String(row.description) }));
  }

  loadSnapshot(name: string): string | undefined {
    const row = this.db.prepare('SELECT data FROM snapshots WHERE name = ?').get(name);
    return row === undefined ? undefined : String(row.data);
  }

  saveSnapshot(name: string, description: string, data: string): void {
    this.transaction(
      () =>
        this.db
          .prepare(
            'INSERT INTO snapshots (name, description, data) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET description = excluded.description, data = excluded.data',
          )
          .run(name, description, data),
      true,
    );
  }

  deleteSnapshot(name: string): void {
    this.transaction(() => this.db.prepare('DELETE FROM snapshots WHERE name = ?').run(name), true);
  }

  /** A value the mock made once and keeps across restarts (its JWT secret): stored on first use. */
  setting(key: string, make: () => string): string {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key);
    if (row !== undefined) return String(row.value);
    const value = make();
    this.transaction(() => this.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(key, value), true);
    return value;
  }

  close(): void {
    void this.log?.close();
    this.log = null;
    if (this.db.isOpen) this.db.close();
  }
}
