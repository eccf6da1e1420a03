import { clsx } from 'clsx';
import { Link } from 'react-router';
import { useCan } from '../lib/auth';

/**
 * A customer's name, linking to its page (/app/customers/:id) wherever it appears. Readers who may not
 * view customers get the name alone: the page would refuse them.
 */
export function CustomerLink({
  customer,
  className,
}: {
  customer: { id: string; name: string };
  className?: string;
}) {
  const canView = useCan('customers.view');
  if (!canView) return <span className={className}>{customer.name}</span>;
  return (
    <Link
      to={`/app/customers/${customer.id}`}
      className={clsx('hover:text-brand-700 hover:underline dark:hover:text-brand-300', className)}
    >
      {customer.name}
    </Link>
  );
}
