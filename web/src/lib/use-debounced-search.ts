import { useEffect, useRef, useState } from 'react';

/** Search debounce of the portal: 500 ms while typing, at once on blur. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A search box's own text, handed to `commit` 500 ms after the last key stroke
 * or at once when the box loses focus. Follows `value` when it changes from
 * outside (back button, a shared link).
 */
export function useDebouncedSearch(value: string, commit: (text: string) => void) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function flush(next: string) {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next === committed.current) return;
    committed.current = next;
    commitRef.current(next);
  }

  return {
    text,
    onChange: (next: string) => {
      setText(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(next), SEARCH_DEBOUNCE_MS);
    },
    onBlur: () => flush(text),
  };
}
