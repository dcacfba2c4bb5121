import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type FileStorage } from './file-storage';

/** Files in a local folder; the content type is kept next to each file. */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    async put(key, data, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
      await writeFile(`${path}.type`, contentType);
    },
    async get(key) {
      const path = pathOf(key);
      try {
        const [data, contentType] = await Promise.all([
          readFile(path),
          readFile(`${path}.type`, 'utf8'),
        ]);
        return { data, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
  };
}
