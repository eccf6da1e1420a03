import { useNavigate } from 'react-router';
import { AuthPanel } from '../../../features/auth/components/auth-panel';
import { LoginForm } from '../../../features/auth/components/login-form';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { useAuthModal } from '../../../lib/auth-modal';

const switchLink = (label: string, onClick: () => void) => (
  <button
    type="button"
    onClick={onClick}
    className="font-semibold text-brand-600 hover:underline dark:text-brand-300"
  >
    {label}
  </button>
);

/** The modal's content, loaded on first open so the public pages stay light. */
export default function AuthModalForms() {
  const { modal, openModal, closeModal } = useAuthModal();
  const navigate = useNavigate();
  return (
    <>
      {modal === 'signup' && (
        <AuthPanel title="Create your account" subtitle="Start organizing your firm's work in minutes.">
          <SignupForm
            onSignedUp={(email) => {
              closeModal();
              navigate('/login', { state: { email } });
            }}
            loginLink={switchLink('Log in', () => openModal('login'))}
          />
        </AuthPanel>
      )}
      {modal === 'login' && (
        <AuthPanel title="Welcome back" subtitle="Log in to your TaskFlow workspace.">
          <LoginForm
            onLoggedIn={() => {
              closeModal();
              navigate('/app');
            }}
            onNavigate={closeModal}
            signupLink={switchLink('Sign up', () => openModal('signup'))}
          />
        </AuthPanel>
      )}
    </>
  );
}
