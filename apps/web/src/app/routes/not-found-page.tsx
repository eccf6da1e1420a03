import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  // Inside the app, "home" is the dashboard: a lost link must not drop the person out of the app.
  const isInApp = useLocation().pathname.startsWith('/app');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-600 dark:text-brand-300">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={isInApp ? '/app' : '/'} className={buttonClasses('primary')}>
          {isInApp ? 'Go to the dashboard' : 'Go to the home page'}
        </Link>
        <Link to="/guide" className={buttonClasses('secondary')}>
          Open the handbook
        </Link>
      </div>
    </section>
  );
}
