import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

export type AuthModalKind = 'signup' | 'login';

const AuthModalContext = createContext<{
  modal: AuthModalKind | null;
  openModal: (kind: AuthModalKind) => void;
  closeModal: () => void;
} | null>(null);

/** Which account form floats over the public site (spec: Modal is none, signup or login). */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<AuthModalKind | null>(null);
  const value = useMemo(() => ({ modal, openModal: setModal, closeModal: () => setModal(null) }), [modal]);
  return <AuthModalContext.Provider value={value}>{children}</AuthModalContext.Provider>;
}

export function useAuthModal() {
  const context = useContext(AuthModalContext);
  if (!context) throw new Error('useAuthModal outside AuthModalProvider');
  return context;
}
