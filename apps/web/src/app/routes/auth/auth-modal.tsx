import { lazy, Suspense } from 'react';
import { Modal } from '../../../components/ui/modal';
import { PageSpinner } from '../../../components/ui/spinner';
import { useAuthModal } from '../../../lib/auth-modal';

const AuthModalForms = lazy(() => import('./auth-modal-forms'));

/** The dialog around the account forms; the forms (and their validation code) load on first open. */
export default function AuthModal() {
  const { modal, closeModal } = useAuthModal();
  return (
    <Modal isOpen={modal !== null} onClose={closeModal} title={modal === 'signup' ? 'Sign up' : 'Log in'}>
      <Suspense fallback={<PageSpinner />}>{modal !== null && <AuthModalForms />}</Suspense>
    </Modal>
  );
}
