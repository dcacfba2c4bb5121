import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { ViewerDocument, type ViewerQuery } from '../gql/graphql';
import { SILENT } from './request-context';

export type Viewer = NonNullable<ViewerQuery['viewer']>;

interface ViewerState {
  viewer: Viewer | null;
  /** True until the first answer about the session has arrived. */
  loading: boolean;
}

const ViewerContext = createContext<ViewerState>({ viewer: null, loading: true });

/** Loads the logged-in user once (silently: being logged out is not an error). */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const { data, loading } = useQuery(ViewerDocument, { context: SILENT });
  const viewer = data?.viewer ?? null;
  return (
    <ViewerContext.Provider value={{ viewer, loading: loading && !data }}>
      {children}
    </ViewerContext.Provider>
  );
}

export function useViewer(): ViewerState {
  return useContext(ViewerContext);
}
