import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

type Theme = 'light' | 'dark';
const STORAGE_KEY = 'theme';

const ThemeContext = createContext<{ theme: Theme; toggleTheme: () => void } | null>(null);

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const readTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
/** Prerendered HTML is built in the light theme; hydration starts there and then follows the class. */
const serverTheme = (): Theme => 'light';

/**
 * The class on <html> is the source of truth: /boot.js sets it before paint, the toggle
 * flips and persists it. Reading it through useSyncExternalStore keeps hydration of prerendered
 * pages free of mismatches.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(subscribe, readTheme, serverTheme);
  const toggleTheme = useCallback(() => {
    const next = readTheme() === 'dark' ? 'light' : 'dark';
    document.documentElement.classList.toggle('dark', next === 'dark');
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    for (const listener of listeners) listener();
  }, []);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme() {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme outside ThemeProvider');
  return context;
}
