// `--data FILE`: the state in a JSON file, loaded at start and saved after every write. Node only.
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import { fromBase64Url, toBase64Url } from './auth/encoding.ts';
import { restoreDb, snapshotDb, type Db, type DbSnapshot } from './db/db.ts';

const FORMAT = 'spotless-mock-state/1';

interface StateFile {
  format: typeof FORMAT;
  savedAt: string;
  /** The token-signing key: tokens issued before a restart keep working after it. */
  secret: string;
  snapshot: DbSnapshot;
}

export interface LoadedState {
  secret: Uint8Array<ArrayBuffer>;
}

/** Loads the file into `db`; undefined when there is no file yet. A broken file is an error. */
export async function loadState(file: string, db: Db): Promise<LoadedState | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const state = JSON.parse(text) as StateFile;
  const secret = fromBase64Url(state.secret ?? '');
  if (state.format !== FORMAT || !secret || secret.length < 16) {
    throw new Error(`${file} is not a Spotless mock-server state file.`);
  }
  await restoreDb(db, state.snapshot);
  return { secret };
}

export interface Persistence {
  /** Resolves once every write made so far is on disk (saves are shared by concurrent callers). */
  sync(): Promise<void>;
  readonly file: string;
}

/**
 * Saves atomically: the whole state goes to a temporary file in the same folder, which is flushed
 * to disk (fsync) and renamed over the old one, and the folder is flushed so the rename lasts. A
 * crash, even `kill -9`, leaves either the old file or the new one, never half of one. Writes that
 * arrive while a save runs share the next save, so a burst of writes costs a few saves, not one
 * each; the Node server answers a write only after `sync()`, so an acknowledged write is on disk.
 */
export function createPersistence(db: Db, file: string, secret: Uint8Array): Persistence {
  const folder = dirname(file);
  const temporary = join(folder, `.${basename(file)}.${process.pid}.tmp`);
  const encodedSecret = toBase64Url(secret);
  let savedVersion = -1;
  let saving: Promise<void> | null = null;

  const saveOnce = async () => {
    // Under the write lock: the snapshot never holds half of a change.
    const [text, version] = await db.state.write(
      () =>
        [
          JSON.stringify({
            format: FORMAT,
            savedAt: new Date().toISOString(),
            secret: encodedSecret,
            snapshot: snapshotDb(db),
          } satisfies StateFile),
          db.state.version,
        ] as const,
    );
    await mkdir(folder, { recursive: true });
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temporary, file);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
    const directory = await open(folder, 'r');
    try {
      await directory.sync();
    } finally {
      await directory.close();
    }
    savedVersion = Math.max(savedVersion, version);
  };

  return {
    file,
    async sync() {
      const target = db.state.version;
      while (savedVersion < target) {
        if (!saving) saving = saveOnce().finally(() => (saving = null));
        await saving;
      }
    },
  };
}
