import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthPanel } from '../../../features/auth/components/auth-panel';
import { SignupForm } from '../../../features/auth/components/signup-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';

export default function SignupPage() {
  useDocumentTitle('Sign up');
  const navigate = useNavigate();
  const toLogin = useCallback((email: string) => navigate('/login', { state: { email } }), [navigate]);
  return (
    <AuthCard>
      <AuthPanel title="Create your account" subtitle="Start organizing your firm's work in minutes.">
        <SignupForm
          onSignedUp={toLogin}
          loginLink={
            <Link to="/login" className="font-semibold text-brand-600 hover:underline dark:text-brand-300">
              Log in
            </Link>
          }
        />
      </AuthPanel>
    </AuthCard>
  );
}
