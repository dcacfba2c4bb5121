import { lazy, Suspense } from 'react';

// Mantine's Modal (with ScrollArea and floating-ui) and the notifications'
// transitions are not needed to show /login: their chunk loads at once, after it.
const Overlays = lazy(() => import('./overlays').then((module) => ({ default: module.Overlays })));

export function LazyOverlays() {
  return (
    <Suspense fallback={null}>
      <Overlays />
    </Suspense>
  );
}
