import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { effectiveCurrentRole } from '#domain/accounts/home-path';
import { useViewer } from './viewer';

// The side (customer or consumer) a user holding both works on, kept on the device.
const KEY = 'currentRole';

interface CurrentRoleState {
  currentRole: string | null;
  setCurrentRole: (role: string) => void;
}

const CurrentRoleContext = createContext<CurrentRoleState>({
  currentRole: null,
  setCurrentRole: () => undefined,
});

export function CurrentRoleProvider({ children }: { children: ReactNode }) {
  const { viewer } = useViewer();
  const [stored, setStored] = useState<string | null>(() => localStorage.getItem(KEY));
  const setCurrentRole = useCallback((role: string) => {
    localStorage.setItem(KEY, role);
    setStored(role);
  }, []);
  const value = useMemo(
    () => ({
      currentRole: viewer ? effectiveCurrentRole(viewer.roles, stored) : null,
      setCurrentRole,
    }),
    [viewer, stored, setCurrentRole],
  );
  return <CurrentRoleContext.Provider value={value}>{children}</CurrentRoleContext.Provider>;
}

export function useCurrentRole(): CurrentRoleState {
  return useContext(CurrentRoleContext);
}
