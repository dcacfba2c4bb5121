import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ViewerQuery } from '../gql/graphql';
import { loadClient } from './load-client';

export type Viewer = NonNullable<ViewerQuery['viewer']>;

export interface ViewerState {
  viewer: Viewer | null;
  /** True until the first answer about the session has arrived. */
  loading: boolean;
}

const LOADING: ViewerState = { viewer: null, loading: true };

const ViewerContext = createContext<ViewerState>(LOADING);

/**
 * Loads the logged-in user once and follows changes (login, lost session). The
 * Apollo client arrives after the first render (lib/load-client.ts): until it
 * has answered, `loading` is true.
 */
export function ViewerProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<ViewerState>(LOADING);
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    loadClient().then(
      ({ watchViewer }) => {
        if (active) stop = watchViewer(setState);
      },
      // Without the client nobody can be logged in: show the login form, not a loader forever.
      () => {
        if (active) setState({ viewer: null, loading: false });
      },
    );
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return <ViewerContext.Provider value={state}>{children}</ViewerContext.Provider>;
}

export function useViewer(): ViewerState {
  return useContext(ViewerContext);
}
