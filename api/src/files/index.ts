import { join } from 'node:path';
import { localStorage } from './local-storage';
import { memoryStorage } from './memory-storage';
import type { FileStorage } from './file-storage';

export type { FileStorage, StoredFile } from './file-storage';
export { localStorage } from './local-storage';
export { memoryStorage } from './memory-storage';

/** The default storage: DATA_DIR/files, or memory when the database itself is in memory. */
export function storageFor(dataDir: string): FileStorage {
  if (dataDir.startsWith('memory://')) return memoryStorage();
  return localStorage(join(dataDir, 'files'));
}
