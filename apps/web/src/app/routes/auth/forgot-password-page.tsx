import { Link } from 'react-router';
import { AuthPanel } from '../../../features/auth/components/auth-panel';
import { ForgotPasswordForm } from '../../../features/auth/components/password-reset-forms';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard } from './auth-card';

export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  return (
    <AuthCard>
      <AuthPanel
        title="Forgot your password?"
        subtitle="Enter your email and we will send you a link to reset it."
      >
        <ForgotPasswordForm />
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="font-semibold text-brand-600 hover:underline dark:text-brand-300">
            Back to login
          </Link>
        </p>
      </AuthPanel>
    </AuthCard>
  );
}
