import { assertSafeKey, type FileStorage, type StoredFile } from './file-storage';

/** Files kept in memory: for tests and throw-away databases. */
export function memoryStorage(): FileStorage {
  const files = new Map<string, StoredFile>();
  return {
    async put(key, data, contentType) {
      assertSafeKey(key);
      files.set(key, { data: Buffer.from(data), contentType });
    },
    async get(key) {
      assertSafeKey(key);
      return files.get(key) ?? null;
    },
    async delete(key) {
      assertSafeKey(key);
      files.delete(key);
    },
  };
}
