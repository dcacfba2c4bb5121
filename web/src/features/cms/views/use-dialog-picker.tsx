import { useCallback, useState, type ReactNode } from 'react';

interface OpenDialog<A, T> {
  args: A;
  resolve: (value: T | undefined) => void;
}

/**
 * A dialog that answers a question: `pick(args)` opens it and resolves with the
 * choice, or undefined when it was closed without one (or another pick started).
 */
export function useDialogPicker<A, T>(
  render: (args: A, finish: (value: T | undefined) => void) => ReactNode,
): { pick: (args: A) => Promise<T | undefined>; dialog: ReactNode } {
  const [open, setOpen] = useState<OpenDialog<A, T> | null>(null);
  const pick = useCallback(
    (args: A) =>
      new Promise<T | undefined>((resolve) => {
        setOpen((previous) => {
          // A promise settles once, so a repeated updater call does no harm.
          previous?.resolve(undefined);
          return { args, resolve };
        });
      }),
    [],
  );
  const dialog = open
    ? render(open.args, (value) => {
        open.resolve(value);
        setOpen(null);
      })
    : null;
  return { pick, dialog };
}
