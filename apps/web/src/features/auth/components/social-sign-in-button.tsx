import { useQuery } from '@tanstack/react-query';
import { buttonClasses } from '../../../components/ui/button';
import { getOidcConfig } from '../api/auth-mutations';

function GoogleMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M22.5 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

/** Sign-in through the configured OpenID provider; says so plainly when none is configured. */
export function SocialSignInButton({ verb, nextPath }: { verb: 'Sign up' | 'Continue'; nextPath?: string }) {
  const { data: oidc, isPending } = useQuery({ queryKey: ['users', 'oidc-config'], queryFn: getOidcConfig });
  const provider = oidc?.providerName ?? 'Google';
  const text = `${verb} with ${provider}`;
  if (isPending || !oidc?.isEnabled) {
    return (
      <div>
        <button type="button" disabled className={buttonClasses('secondary', 'w-full opacity-60')}>
          <GoogleMark />
          {text}
        </button>
        {!isPending && (
          <p className="mt-1 text-center text-xs text-slate-500 dark:text-slate-400">
            Social sign-in is not configured on this server.
          </p>
        )}
      </div>
    );
  }
  const href = `/api/v1/users/oidc/start${nextPath ? `?next=${encodeURIComponent(nextPath)}` : ''}`;
  return (
    <a href={href} className={buttonClasses('secondary', 'w-full')}>
      {provider === 'Google' && <GoogleMark />}
      {text}
    </a>
  );
}
