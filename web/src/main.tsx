// First: zod must know before any schema is made that it may not compile with eval (CSP).
import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/first-load-styles';
import { App } from './app/app';
import { i18nReady } from './lib/i18n';
import { loadClient } from './lib/load-client';

// The Apollo client is not in the first load: fetch it now, alongside the first render.
loadClient().catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const root = createRoot(container);
void i18nReady.then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
