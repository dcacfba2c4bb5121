import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
