import { useCallback, useRef, useState, type ReactNode } from 'react';
import { UploadSelectorView } from './upload-selector-view';

type Resolve = (id: number | null | undefined) => void;

/**
 * Opens the upload selector for a field and resolves with the choice: the
 * upload id, null for "no image", undefined when closed without a choice.
 */
export function useImagePicker(domainId: string): {
  pickImage: (current: number | null) => Promise<number | null | undefined>;
  selector: ReactNode;
} {
  const [open, setOpen] = useState<{ current: number | null } | null>(null);
  const resolver = useRef<Resolve | null>(null);
  const finish = (id: number | null | undefined) => {
    resolver.current?.(id);
    resolver.current = null;
    setOpen(null);
  };
  const pickImage = useCallback(
    (current: number | null) =>
      new Promise<number | null | undefined>((resolve) => {
        resolver.current?.(undefined);
        resolver.current = resolve;
        setOpen({ current });
      }),
    [],
  );
  const selector = open ? (
    <UploadSelectorView
      domainId={domainId}
      selectedId={open.current === null ? null : String(open.current)}
      onSelect={(upload) => finish(upload ? Number(upload.id) : null)}
      onClose={() => finish(undefined)}
    />
  ) : null;
  return { pickImage, selector };
}
