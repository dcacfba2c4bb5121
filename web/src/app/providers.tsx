import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { CurrentCompanyProvider } from '../lib/current-company';
import { CurrentRoleProvider } from '../lib/current-role';
import { i18n } from '../lib/i18n';
import { ViewerProvider } from '../lib/viewer';
import { LazyOverlays } from './lazy-overlays';
import { theme } from './theme';

// No ApolloProvider here: the client is not in the first load (lib/load-client.ts).
// Lazy screens and the logged-in shell render inside its provider (screen-element.tsx,
// lazy-app-shell.tsx); the viewer and the login form load it themselves.
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <LazyOverlays />
        <ViewerProvider>
          <CurrentRoleProvider>
            <CurrentCompanyProvider>{children}</CurrentCompanyProvider>
          </CurrentRoleProvider>
        </ViewerProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
