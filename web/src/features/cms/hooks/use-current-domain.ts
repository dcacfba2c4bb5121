import { useCallback, useEffect, useSyncExternalStore } from 'react';

const KEY = 'cms.currentDomain';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function write(id: string | null) {
  try {
    if (id) localStorage.setItem(KEY, id);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode: the choice lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The domain the editor works on, kept on the device; the page list starts with it. */
export function useCurrentDomain(): [string | null, (id: string | null) => void] {
  const current = useSyncExternalStore(subscribe, read, () => null);
  return [current, useCallback((id: string | null) => write(id), [])];
}

/** A domainId in the route makes that domain the current one (a shared link opens its site). */
export function useRouteDomain(domainId: string | undefined) {
  const [current, setCurrent] = useCurrentDomain();
  useEffect(() => {
    if (domainId && domainId !== 'new' && domainId !== current) setCurrent(domainId);
  }, [domainId, current, setCurrent]);
}
