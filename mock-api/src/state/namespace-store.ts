import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

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

/**
 * Where a durable mock keeps its namespaces (decision 156): one SQLite database in MOCK_DATA_DIR
 * through Node's built-in `node:sqlite`. A namespace is one row holding its state as JSON (the
 * zod schema of state/types.ts, exactly what a snapshot is); named snapshots and the mock's own
 * settings (its generated JWT secret) have tables of their own. Write-ahead log with
 * `synchronous = FULL`: a write has reached the disk when the call returns, so an answer sent
 * after it survives kill -9 and a power cut.
 */
export class NamespaceStore {
  private constructor(private readonly db: DatabaseSync) {}

  static open(dir: string): NamespaceStore {
    mkdirSync(dir, { recursive: true });
    moveOldFile(dir);
    const db = new DatabaseSync(join(dir, STORE_FILE));
    db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = FULL;
      PRAGMA busy_timeout = 5000;
    `);
    renameOldTables(db);
    db.exec(`
      CREATE TABLE IF NOT EXISTS namespaces (namespace TEXT PRIMARY KEY, version INTEGER NOT NULL, data TEXT NOT NULL, saved_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS unreadable_namespaces (namespace TEXT NOT NULL, version INTEGER NOT NULL, data TEXT NOT NULL, reason TEXT NOT NULL, set_aside_at INTEGER NOT NULL);
      CREATE TABLE IF NOT EXISTS snapshots (name TEXT PRIMARY KEY, description TEXT NOT NULL, data TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `);
    return new NamespaceStore(db);
  }

  /** A namespace's state as stored (JSON), or undefined when it never was. */
  loadNamespace(namespace: string): { version: number; data: string } | undefined {
    const row = this.db.prepare('SELECT version, data FROM namespaces WHERE namespace = ?').get(namespace);
    return row === undefined ? undefined : { version: Number(row.version), data: String(row.data) };
  }

  hasNamespace(namespace: string): boolean {
    return this.db.prepare('SELECT 1 FROM namespaces WHERE namespace = ?').get(namespace) !== undefined;
  }

  saveNamespace(namespace: string, version: number, data: string): void {
    this.db
      .prepare(
        'INSERT INTO namespaces (namespace, version, data, saved_at) VALUES (?, ?, ?, ?) ' +
          'ON CONFLICT (namespace) DO UPDATE SET version = excluded.version, data = excluded.data, saved_at = excluded.saved_at',
      )
      .run(namespace, version, data, Date.now());
  }

  deleteNamespace(namespace: string): boolean {
    return Number(this.db.prepare('DELETE FROM namespaces WHERE namespace = ?').run(namespace).changes) > 0;
  }

  /** Moves a row the current schema cannot read out of the way, kept for a person to look at (decision 156). */
  setAside(namespace: string, reason: string): void {
    this.db.exec('BEGIN');
    try {
      this.db
        .prepare(
          'INSERT INTO unreadable_namespaces (namespace, version, data, reason, set_aside_at) SELECT namespace, version, data, ?, ? FROM namespaces WHERE namespace = ?',
        )
        .run(reason, Date.now(), namespace);
      this.db.prepare('DELETE FROM namespaces WHERE namespace = ?').run(namespace);
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
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
    this.db
      .prepare(
        'INSERT INTO snapshots (name, description, data) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET description = excluded.description, data = excluded.data',
      )
      .run(name, description, data);
  }

  deleteSnapshot(name: string): void {
    this.db.prepare('DELETE FROM snapshots WHERE name = ?').run(name);
  }

  /** A value the mock made once and keeps across restarts (its JWT secret): stored on first use. */
  setting(key: string, make: () => string): string {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key);
    if (row !== undefined) return String(row.value);
    const value = make();
    this.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run(key, value);
    return value;
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
