import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useViewer, type Viewer } from './viewer';

export type ViewerCompany = Viewer['companies'][number];

// The company a user of several companies works for, kept on the device.
const KEY = 'currentCompanyId';

interface CurrentCompanyState {
  /** The selected company, else the first one; null for users without companies. */
  company: ViewerCompany | null;
  companies: readonly ViewerCompany[];
  selectCompany: (id: string) => void;
}

const CurrentCompanyContext = createContext<CurrentCompanyState>({
  company: null,
  companies: [],
  selectCompany: () => undefined,
});

export function CurrentCompanyProvider({ children }: { children: ReactNode }) {
  const { viewer } = useViewer();
  const [storedId, setStoredId] = useState<string | null>(() => localStorage.getItem(KEY));
  const selectCompany = useCallback((id: string) => {
    localStorage.setItem(KEY, id);
    setStoredId(id);
  }, []);
  const value = useMemo(() => {
    const companies = viewer?.companies ?? [];
    const company =
      companies.find((candidate) => String(candidate.id) === storedId) ?? companies[0] ?? null;
    return { company, companies, selectCompany };
  }, [viewer, storedId, selectCompany]);
  return <CurrentCompanyContext.Provider value={value}>{children}</CurrentCompanyContext.Provider>;
}

/** The company the user currently works for (selected in the shell's company selector). */
export function useCurrentCompany(): CurrentCompanyState {
  return useContext(CurrentCompanyContext);
}
