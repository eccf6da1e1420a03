import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuthModal } from '../../../lib/auth-modal';

const AuthModal = lazy(() => import('./auth-modal'));

/**
 * The header's Sign Up and Login forms, over whatever page is open. Nothing of the dialog is loaded
 * until it is first wanted, which keeps the public pages' first script small; once loaded it stays
 * mounted so closing animates and returns focus normally.
 */
export function AuthModalHost() {
  const { modal } = useAuthModal();
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    if (modal !== null) setWanted(true);
  }, [modal]);
  if (!isWanted && modal === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal />
    </Suspense>
  );
}
