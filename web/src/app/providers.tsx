import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { createApolloClient } from '../lib/apollo-client';
import { CurrentCompanyProvider } from '../lib/current-company';
import { CurrentRoleProvider } from '../lib/current-role';
import { i18n } from '../lib/i18n';
import { ViewerProvider } from '../lib/viewer';
import { theme } from './theme';

const client = createApolloClient();

// Notifications: bottom centre, 5 s, no close button (document 1, sections 8 and 9).
const NOTIFICATION_MS = 5000;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <MantineProvider theme={theme}>
          <ModalsProvider>
            <Notifications position="bottom-center" autoClose={NOTIFICATION_MS} />
            <ViewerProvider>
              <CurrentRoleProvider>
                <CurrentCompanyProvider>{children}</CurrentCompanyProvider>
              </CurrentRoleProvider>
            </ViewerProvider>
          </ModalsProvider>
        </MantineProvider>
      </ApolloProvider>
    </I18nextProvider>
  );
}
