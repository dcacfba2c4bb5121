// The last route a user was refused, reopened after the next login.
const KEY = 'returnPath';

export function rememberReturnPath(path: string): void {
  if (path.startsWith('/login')) return;
  sessionStorage.setItem(KEY, path);
}

/** Reads and forgets the remembered route. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path;
}
