import type { NotificationKind } from '@taskflow/shared';
import { toast } from 'sonner';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePreferences, useUpdatePreferences } from '../api/notifications';

/** Email on/off per kind; every notification also shows in the app. */
export function NotificationPreferences() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();

  const toggle = (kind: NotificationKind, isEmailEnabled: boolean) =>
    update.mutate(
      { preferences: [{ kind, isEmailEnabled }] },
      {
        onSuccess: () => toast.success('Email preferences saved.'),
        onError: () => toast.error('Could not save your preferences. Please try again.'),
      },
    );

  return (
    <section
      aria-labelledby="notification-preferences"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="notification-preferences" className="text-lg font-semibold">
        Email preferences
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Every notification appears here in the app. Choose which ones you also receive by email.
      </p>
      {preferences.isPending ? (
        <div className="mt-4 space-y-3">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-8" />
          ))}
        </div>
      ) : preferences.isError ? (
        <p className="mt-4 text-sm text-red-600 dark:text-red-400">Could not load your preferences.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 dark:divide-slate-800">
          {preferences.data.map((preference) => (
            <li key={preference.kind} className="flex items-center justify-between gap-4 py-2">
              <label htmlFor={`email-${preference.kind}`} className="text-sm font-medium">
                {preference.label}
              </label>
              <input
                id={`email-${preference.kind}`}
                type="checkbox"
                role="switch"
                aria-checked={preference.isEmailEnabled}
                checked={preference.isEmailEnabled}
                disabled={update.isPending}
                onChange={(event) => toggle(preference.kind, event.target.checked)}
                className="relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-600 checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:bg-slate-700"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
