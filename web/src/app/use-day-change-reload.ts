import { useEffect } from 'react';

const CHECK_EVERY_MS = 60_000;

function today(): string {
  return new Date().toDateString();
}

/** Reloads the page when the calendar day changes while it is open, so dates and counts stay fresh. */
export function useDayChangeReload(): void {
  useEffect(() => {
    const openedOn = today();
    const timer = window.setInterval(() => {
      if (today() !== openedOn) window.location.reload();
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, []);
}
