import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AuthPanel } from '../../../features/auth/components/auth-panel';
import { ResetPasswordForm } from '../../../features/auth/components/password-reset-forms';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlParams } from '../../../lib/use-url-params';
import { AuthCard } from './auth-card';

export default function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const [params] = useUrlParams();
  const navigate = useNavigate();
  const token = params.get('token');
  return (
    <AuthCard>
      <AuthPanel title="Choose a new password" subtitle="Your other sessions will be signed out.">
        {token ? (
          <ResetPasswordForm
            token={token}
            onDone={(message) => {
              toast.success(message);
              navigate('/login');
            }}
          />
        ) : (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            This reset link is incomplete.{' '}
            <Link to="/forgot-password" className="underline">
              Request a new one
            </Link>
            .
          </p>
        )}
      </AuthPanel>
    </AuthCard>
  );
}
