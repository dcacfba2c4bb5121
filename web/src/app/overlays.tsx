import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';

// Notifications: bottom centre, 5 s, no close button (the same for every screen).
const NOTIFICATION_MS = 5000;

/**
 * Notifications and confirm dialogs (`modals.openConfirmModal`). Both listen to
 * stores that work without them being mounted, so they load after the first
 * render (see lazy-overlays.tsx): what is shown before they arrive appears then.
 */
export function Overlays() {
  return (
    <>
      <Notifications position="bottom-center" autoClose={NOTIFICATION_MS} />
      <ModalsProvider />
    </>
  );
}
