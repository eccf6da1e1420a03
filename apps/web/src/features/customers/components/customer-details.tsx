import type { Customer } from '@taskflow/shared';
import type { ReactNode } from 'react';
import { CustomerLogo } from './customer-logo';
import { formatDay } from './format';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-slate-900 dark:text-slate-100">
        {children}
      </dd>
    </div>
  );
}

/** Everything stored about one customer, read-only. */
export function CustomerDetails({ customer, actions }: { customer: Customer; actions?: ReactNode }) {
  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-4 pr-8">
        <CustomerLogo name={customer.businessName} src={customer.logoUrl} className="size-16 text-lg" />
        <div className="min-w-0">
          <h2 className="text-xl font-semibold wrap-anywhere">{customer.businessName}</h2>
          {customer.industry && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{customer.industry}</p>
          )}
        </div>
      </div>
      <dl className="grid gap-5 sm:grid-cols-2">
        <Item label="Email">
          <a href={`mailto:${customer.email}`} className="text-brand-700 hover:underline dark:text-brand-300">
            {customer.email}
          </a>
        </Item>
        <Item label="Phone">{customer.phone ?? '—'}</Item>
        <Item label="Industry">{customer.industry ?? '—'}</Item>
        <Item label="Anniversary Date">
          {customer.anniversaryDate ? formatDay(customer.anniversaryDate) : '—'}
        </Item>
        <div className="sm:col-span-2">
          <Item label="Address">{customer.address}</Item>
        </div>
        <Item label="Added">{formatDay(customer.createdAt.slice(0, 10))}</Item>
      </dl>
      {actions && <div className="flex flex-wrap justify-end gap-3">{actions}</div>}
    </div>
  );
}
