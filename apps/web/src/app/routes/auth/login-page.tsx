import { safeNextPath } from '@taskflow/shared';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { AuthPanel } from '../../../features/auth/components/auth-panel';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUrlParams } from '../../../lib/use-url-params';
import { AuthCard } from './auth-card';

export default function LoginPage() {
  useDocumentTitle('Log in');
  const [params] = useUrlParams();
  const navigate = useNavigate();
  const { data: me, isPending } = useMe();
  const next = safeNextPath(params.get('next'));
  const signedUpEmail = (useLocation().state as { email?: unknown } | null)?.email;
  if (isPending) return <PageSpinner />;
  if (me) return <Navigate to={next} replace />;
  return (
    <AuthCard>
      <AuthPanel title="Welcome back" subtitle="Log in to your TaskFlow workspace.">
        <LoginForm
          nextPath={next}
          initialError={params.get('error') ?? undefined}
          initialEmail={typeof signedUpEmail === 'string' ? signedUpEmail : undefined}
          onLoggedIn={() => navigate(next, { replace: true })}
          signupLink={
            <Link to="/signup" className="font-semibold text-brand-600 hover:underline dark:text-brand-300">
              Sign up
            </Link>
          }
        />
      </AuthPanel>
    </AuthCard>
  );
}
