import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { setNavigator } from '../lib/navigation';
import { useDayChangeReload } from './use-day-change-reload';
import { usePageTitle } from './use-page-title';
import { useScrollToTop } from './use-scroll-to-top';

/** Behaviour shared by every screen: title, scroll position, day-change reload. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path));
  }, [navigate]);
  usePageTitle();
  useScrollToTop();
  useDayChangeReload();
  return <Outlet />;
}
