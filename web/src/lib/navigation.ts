/**
 * Lets code outside React (the Apollo error link) change the route. The app
 * registers the router's navigate function at start.
 */
type Navigate = (path: string) => void;

let navigateFn: Navigate = (path) => window.location.assign(path);

export function setNavigator(fn: Navigate): void {
  navigateFn = fn;
}

export function navigateTo(path: string): void {
  navigateFn(path);
}
