import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentRouteDefinition } from './route-handle';

/** document.title follows the screen on display: "<screen> | Leadportaal". */
export function usePageTitle(): void {
  const route = useCurrentRouteDefinition();
  const { t, i18n } = useTranslation(['routing', 'common']);
  useEffect(() => {
    const app = t('appName', { ns: 'common' });
    document.title = route ? `${t(route.titleKey, { ns: 'routing' })} | ${app}` : app;
  }, [route, t, i18n.language]);
}
