import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useMe } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Guarded entry of the platform admin area; its screens arrive with the admin issue. */
export default function AdminPage() {
  useDocumentTitle('Platform admin');
  const { data: me } = useMe();
  if (!me?.isPlatformAdmin) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">You do not have access to the admin area</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Only platform administrators can open these pages.
        </p>
        <Link to="/app" className={buttonClasses('primary', 'mt-8')}>
          Back to the app
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold">Platform admin</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">Signed in as {me.email}.</p>
      <Link to="/app" className={buttonClasses('secondary', 'mt-8')}>
        Back to the app
      </Link>
    </section>
  );
}
