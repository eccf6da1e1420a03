import { type Customer, type CustomerContact, type CustomerDetail, GST_STATE_CODES } from '@taskflow/shared';
import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CustomerLogo } from './customer-logo';
import { entityLabel, TagChips } from './customer-table';
import { MONTH_NAMES } from './customer-tax-fields';
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

/** A client's year end as people say it ("31 March"). */
export const yearEndText = (customer: Pick<Customer, 'fyEndDay' | 'fyEndMonth'>) =>
  `${customer.fyEndDay} ${MONTH_NAMES[customer.fyEndMonth - 1] ?? ''}`;

/** A GSTIN with the state it is registered in. */
export const gstinText = (customer: Pick<Customer, 'gstin' | 'gstStateCode'>) =>
  customer.gstin
    ? `${customer.gstin}${customer.gstStateCode ? ` (${GST_STATE_CODES[customer.gstStateCode] ?? customer.gstStateCode})` : ''}`
    : '—';

/** A WhatsApp chat link: only for a number written with its country code (+91 …). */
export const whatsappLink = (number: string) =>
  number.trim().startsWith('+') ? `https://wa.me/${number.replace(/\D/g, '')}` : undefined;

const linkClasses = 'inline-flex items-center gap-1 text-brand-700 hover:underline dark:text-brand-300';

/** A client's people: names, roles and emails; phone and WhatsApp numbers when the reader may see them. */
export function ContactList({ contacts }: { contacts: readonly CustomerContact[] }) {
  if (contacts.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No contacts yet.</p>;
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800">
      {contacts.map((contact) => {
        const chat = contact.whatsapp ? whatsappLink(contact.whatsapp) : undefined;
        return (
          <li key={contact.id} className="grid gap-1 py-2 text-sm">
            <span className="font-medium wrap-anywhere">
              {contact.name}
              {contact.role && (
                <span className="font-normal text-slate-600 dark:text-slate-400"> · {contact.role}</span>
              )}
            </span>
            <span className="flex flex-wrap gap-x-4 gap-y-1">
              {contact.email && (
                <a href={`mailto:${contact.email}`} className={linkClasses}>
                  <Mail aria-hidden className="size-4" />
                  <span className="wrap-anywhere">{contact.email}</span>
                </a>
              )}
              {contact.phone && (
                <a href={`tel:${contact.phone}`} className={linkClasses}>
                  <Phone aria-hidden className="size-4" />
                  {contact.phone}
                </a>
              )}
              {contact.whatsapp &&
                (chat ? (
                  <a href={chat} target="_blank" rel="noreferrer" className={linkClasses}>
                    <MessageCircle aria-hidden className="size-4" />
                    WhatsApp {contact.whatsapp}
                  </a>
                ) : (
                  <span className="inline-flex items-center gap-1">
                    <MessageCircle aria-hidden className="size-4" />
                    WhatsApp {contact.whatsapp}
                  </span>
                ))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Everything stored about one client, read-only; its contacts once its detail is loaded. */
export function CustomerDetails({
  customer,
  actions,
}: {
  customer: Customer | CustomerDetail;
  actions?: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-4 pr-8">
        <CustomerLogo name={customer.businessName} src={customer.logoUrl} className="size-16 text-lg" />
        <div className="min-w-0">
          <h2 className="text-xl font-semibold wrap-anywhere">{customer.businessName}</h2>
          {(customer.entityType || customer.industry) && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {[customer.entityType && entityLabel(customer.entityType), customer.industry]
                .filter(Boolean)
                .join(' · ')}
            </p>
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
        <Item label="PAN">{customer.pan ?? '—'}</Item>
        <Item label="GSTIN">{gstinText(customer)}</Item>
        <Item label="TAN">{customer.tan ?? '—'}</Item>
        <Item label="Financial year ends">{yearEndText(customer)}</Item>
        <Item label="Responsible member">{customer.responsible?.name ?? '—'}</Item>
        <Item label="Tags">{customer.tags.length ? <TagChips tags={customer.tags} /> : '—'}</Item>
        <Item label="Added">{formatDay(customer.createdAt.slice(0, 10))}</Item>
      </dl>
      {'contacts' in customer && (
        <section aria-labelledby="customer-contacts-heading">
          <h3 id="customer-contacts-heading" className="mb-1 text-base font-semibold">
            Contacts
          </h3>
          <ContactList contacts={customer.contacts} />
        </section>
      )}
      {actions && <div className="flex flex-wrap justify-end gap-3">{actions}</div>}
    </div>
  );
}
