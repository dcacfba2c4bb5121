import { Navigate, useLocation } from 'react-router';
import { NotAvailablePage } from './not-available-page';

/** A route that fails to render sends the user to /login, which sends a logged-in user home. */
export function RouteErrorRedirect() {
  const { pathname } = useLocation();
  // Avoid a loop when the login screen itself fails.
  if (pathname === '/login') return <NotAvailablePage />;
  return <Navigate to="/login" replace />;
}
