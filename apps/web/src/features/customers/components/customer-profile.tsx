import type { CustomerDetail } from '@taskflow/shared';
import { Contact, Landmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContactList, gstinText, yearEndText } from './customer-details';
import { entityLabel, TagChips } from './customer-table';

/** A fact of the list: its div is the dt/dd group a definition list allows (no wrapper around it). */
function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

const cardClasses =
  'min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

/**
 * The client page's profile: what the firm keeps about the client (entity type, PAN, GSTIN and its
 * state, TAN, year end, the responsible member, tags) and its people.
 */
export function CustomerProfile({ customer }: { customer: CustomerDetail }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="customer-profile-heading" className={cardClasses}>
        <h2 id="customer-profile-heading" className="mb-3 flex items-center gap-2 text-base font-semibold">
          <Landmark aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
          Tax and compliance
        </h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Fact label="Entity type">{customer.entityType ? entityLabel(customer.entityType) : '—'}</Fact>
          <Fact label="Financial year ends">{yearEndText(customer)}</Fact>
          <Fact label="PAN">{customer.pan ?? '—'}</Fact>
          <Fact label="TAN">{customer.tan ?? '—'}</Fact>
          <Fact label="GSTIN" wide>
            {gstinText(customer)}
          </Fact>
          <Fact label="Responsible member">{customer.responsible?.name ?? 'Nobody yet'}</Fact>
          <Fact label="Tags">{customer.tags.length ? <TagChips tags={customer.tags} /> : '—'}</Fact>
        </dl>
      </section>
      <section aria-labelledby="customer-people-heading" className={cardClasses}>
        <h2 id="customer-people-heading" className="mb-1 flex items-center gap-2 text-base font-semibold">
          <Contact aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
          Contacts
        </h2>
        <ContactList contacts={customer.contacts} />
      </section>
    </div>
  );
}
