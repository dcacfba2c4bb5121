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

const shared = new WeakMap<object, FileStorage>();

/**
 * The one storage of an api instance (by its config): every area reads the files the
 * others stored, also when the storage is in memory (tests).
 */
export function storageOf(config: { dataDir: string }): FileStorage {
  let storage = shared.get(config);
  if (!storage) {
    storage = storageFor(config.dataDir);
    shared.set(config, storage);
  }
  return storage;
}

// Every area takes uploads and hands out stored files the same way: read with a size limit,
// checked by their content, with clean names, sent with the same caching and download headers.
export { cleanFileName } from './clean-file-name';
export { CONTENT_TYPES, detectFileType } from './file-type';
export type { DetectedType } from './file-type';
export { readLogo } from './read-logo';
export { readUpload, uploadFailed } from './read-upload';
export { sendAttachment } from './send-attachment';
export { IMMUTABLE_PRIVATE, sendStoredFile } from './send-stored-file';
