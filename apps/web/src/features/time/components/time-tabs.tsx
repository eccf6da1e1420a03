import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useCan } from '../../../lib/auth';
import { useUrlParams } from '../../../lib/use-url-params';

/**
 * The Time pages as tabs: each with its own URL, shown only where the role may use it. The person
 * chosen on the timesheet or entries (`?person=`) stays chosen between those two.
 */
export function TimeTabs() {
  const canApprove = useCan('time.approve');
  const canBill = useCan('time.billing');
  const [searchParams] = useUrlParams();
  const person = searchParams.get('person');
  const ofPerson = person ? `?person=${encodeURIComponent(person)}` : '';
  const tabs = [
    { to: `/app/time${ofPerson}`, label: person ? 'Timesheet' : 'My timesheet', end: true, isShown: true },
    {
      to: `/app/time/entries${ofPerson}`,
      label: person ? 'Entries' : 'My entries',
      end: false,
      isShown: true,
    },
    { to: '/app/time/team', label: 'Team timesheets', end: false, isShown: canApprove },
    { to: '/app/time/billing', label: 'Billing', end: false, isShown: canBill },
  ].filter((tab) => tab.isShown);
  return (
    <nav
      aria-label="Time"
      className="-mx-1 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 dark:border-slate-800"
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            clsx(
              'shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
              isActive
                ? 'border-brand-600 text-brand-700 dark:text-brand-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
