import {
  type DocumentParty,
  formatCalendarDate,
  formatQuantity,
  formatTaxRate,
  type Invoice,
  type InvoiceLine,
  PAYMENT_MODE_LABELS,
} from '@taskflow/shared';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import type { TaxRegime } from '../lib/lines';
import { InvoiceTotals } from './invoice-totals';
import { card, cell, head, InvoiceStatusBadge, linkClass, Money, tableHead } from './parts';

export const regimeOfInvoice = (invoice: Pick<Invoice, 'taxRegime'>): TaxRegime =>
  invoice.taxRegime === 'other'
    ? { gst: false }
    : { gst: true, intraState: invoice.taxRegime === 'gst_intra' };

/** What the document is called, as its heading prints it. */
export function documentTitle(invoice: Pick<Invoice, 'kind' | 'taxRegime'>): string {
  if (invoice.kind === 'credit_note') return 'Credit note';
  return invoice.taxRegime === 'other' ? 'Invoice' : 'Tax invoice';
}

function Party({ title, party }: { title: string; party: DocumentParty }) {
  return (
    <div className="min-w-0">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {title}
      </h3>
      <p className="mt-1 font-semibold wrap-anywhere">{party.name}</p>
      {party.address && (
        <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">
          {party.address}
        </p>
      )}
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-slate-700 dark:text-slate-300">
        {party.gstin && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">GSTIN</dt>
            <dd className="font-mono wrap-anywhere">{party.gstin}</dd>
          </>
        )}
        {party.stateName && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">State</dt>
            <dd>
              {party.stateName}
              {party.stateCode && ` (${party.stateCode})`}
            </dd>
          </>
        )}
        {party.pan && (
          <>
            <dt className="text-slate-600 dark:text-slate-400">PAN</dt>
            <dd className="font-mono">{party.pan}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** The taxes of one line, each with its rate: CGST and SGST of half the rate each, IGST, or the one tax. */
function lineTaxes(line: InvoiceLine, invoice: Invoice): { label: string; minor: number }[] {
  if (invoice.taxRegime === 'gst_intra') {
    const half = formatTaxRate(line.taxRateBp / 2);
    return [
      { label: `CGST ${half}`, minor: line.cgstMinor },
      { label: `SGST ${half}`, minor: line.sgstMinor },
    ];
  }
  const rate = formatTaxRate(line.taxRateBp);
  if (invoice.taxRegime === 'gst_inter') return [{ label: `IGST ${rate}`, minor: line.igstMinor }];
  return [{ label: `${invoice.taxName} ${rate}`, minor: line.otherTaxMinor }];
}

function Lines({ invoice }: { invoice: Invoice }) {
  const isGst = invoice.taxRegime !== 'other';
  const currency = invoice.currency;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className={tableHead}>
          <tr>
            <th scope="col" className={clsx(head, 'w-8')}>
              #
            </th>
            <th scope="col" className={head}>
              Description
            </th>
            {isGst && (
              <th scope="col" className={clsx(head, 'hidden md:table-cell')}>
                SAC
              </th>
            )}
            <th scope="col" className={clsx(head, 'hidden text-right sm:table-cell')}>
              Qty
            </th>
            <th scope="col" className={clsx(head, 'hidden text-right sm:table-cell')}>
              Rate
            </th>
            <th scope="col" className={clsx(head, 'text-right whitespace-nowrap')}>
              <span className="sm:hidden">Amount</span>
              <span className="hidden sm:inline">Taxable value</span>
            </th>
            <th scope="col" className={clsx(head, 'hidden text-right lg:table-cell')}>
              Tax
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {invoice.lines.map((line, index) => (
            <tr key={line.id}>
              <td className={clsx(cell, 'tabular-nums')}>{index + 1}</td>
              <td className={clsx(cell, 'wrap-anywhere')}>
                {line.description}
                {/* What the hidden columns say, on a narrow screen. */}
                <span className="mt-0.5 block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                  {formatQuantity(line.quantityMilli)} ×{' '}
                  <Money minor={line.unitPriceMinor} currency={currency} />
                </span>
                {isGst && line.sacCode && (
                  <span className="mt-0.5 block text-xs text-slate-600 md:hidden dark:text-slate-400">
                    SAC {line.sacCode}
                  </span>
                )}
                <span className="mt-0.5 block text-xs text-slate-600 lg:hidden dark:text-slate-400">
                  {lineTaxes(line, invoice).map((tax) => (
                    <span key={tax.label} className="mr-2 inline-block">
                      {tax.label} <Money minor={tax.minor} currency={currency} />
                    </span>
                  ))}
                </span>
              </td>
              {isGst && (
                <td className={clsx(cell, 'hidden font-mono whitespace-nowrap md:table-cell')}>
                  {line.sacCode ?? '–'}
                </td>
              )}
              <td className={clsx(cell, 'hidden text-right whitespace-nowrap tabular-nums sm:table-cell')}>
                {formatQuantity(line.quantityMilli)}
              </td>
              <td className={clsx(cell, 'hidden text-right sm:table-cell')}>
                <Money minor={line.unitPriceMinor} currency={currency} />
              </td>
              <td className={clsx(cell, 'text-right')}>
                <Money minor={line.amountMinor} currency={currency} />
              </td>
              <td className={clsx(cell, 'hidden text-right lg:table-cell')}>
                {lineTaxes(line, invoice).map((tax) => (
                  <span key={tax.label} className="block whitespace-nowrap">
                    <span className="text-xs text-slate-600 dark:text-slate-400">{tax.label}</span>{' '}
                    <Money minor={tax.minor} currency={currency} />
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/**
 * An issued (or void) invoice or credit note as its document reads: the parties, the lines with their
 * taxes, the totals and the total in words, what was paid and credited, the payments and credit notes.
 * The PDF prints the same numbers.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const currency = invoice.currency;
  const isInvoice = invoice.kind === 'invoice';
  const isOverdue = invoice.viewStatus === 'overdue';
  return (
    <article
      aria-label={`${documentTitle(invoice)} ${invoice.number ?? ''}`}
      className={`${card} grid gap-6`}
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {documentTitle(invoice)}
          </p>
          <p className="text-xl font-bold wrap-anywhere">{invoice.number ?? 'Not issued'}</p>
          {invoice.creditNoteOf && (
            <p className="text-sm">
              Against invoice{' '}
              <Link to={`/app/billing/invoices/${invoice.creditNoteOf.id}`} className={linkClass}>
                {invoice.creditNoteOf.number}
              </Link>
            </p>
          )}
        </div>
        <InvoiceStatusBadge status={invoice.viewStatus} className="text-sm" />
      </header>
      {invoice.status === 'void' && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm dark:bg-slate-800">
          <span className="font-semibold">Void.</span> {invoice.voidReason} The number stays used.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {invoice.issueDate && <Fact label="Date">{formatCalendarDate(invoice.issueDate)}</Fact>}
        {isInvoice && invoice.dueDate && (
          <Fact label="Due">
            <span className={clsx(isOverdue && 'text-red-700 dark:text-red-300')}>
              {formatCalendarDate(invoice.dueDate)}
            </span>
          </Fact>
        )}
        {invoice.placeOfSupplyName && (
          <Fact label="Place of supply">
            {invoice.placeOfSupplyName} ({invoice.placeOfSupply})
          </Fact>
        )}
        {invoice.periodLabel && <Fact label="Period">{invoice.periodLabel}</Fact>}
      </dl>
      <div className="grid gap-6 sm:grid-cols-2">
        <Party title="From" party={invoice.supplier} />
        <Party title={isInvoice ? 'Bill to' : 'Credit to'} party={invoice.recipient} />
      </div>
      <Lines invoice={invoice} />
      <div className="grid gap-3">
        <InvoiceTotals
          totals={invoice}
          regime={regimeOfInvoice(invoice)}
          taxName={invoice.taxName}
          currency={currency}
        >
          {isInvoice && invoice.status === 'issued' && (
            <>
              {invoice.paidMinor > 0 && (
                <div className="contents">
                  <dt className="text-slate-600 dark:text-slate-400">Paid</dt>
                  <dd className="text-right">
                    − <Money minor={invoice.paidMinor} currency={currency} />
                  </dd>
                </div>
              )}
              {invoice.creditedMinor > 0 && (
                <div className="contents">
                  <dt className="text-slate-600 dark:text-slate-400">Credited</dt>
                  <dd className="text-right">
                    − <Money minor={invoice.creditedMinor} currency={currency} />
                  </dd>
                </div>
              )}
              <div className={clsx('contents font-semibold', isOverdue && 'text-red-700 dark:text-red-300')}>
                <dt>Balance due</dt>
                <dd className="text-right">
                  <Money minor={invoice.outstandingMinor} currency={currency} />
                </dd>
              </div>
            </>
          )}
        </InvoiceTotals>
        <p className="text-right text-sm text-slate-700 italic dark:text-slate-300">{invoice.totalInWords}</p>
      </div>
      {invoice.notes && <p className="text-sm whitespace-pre-line wrap-anywhere">{invoice.notes}</p>}
      {(invoice.paymentInstructions || invoice.footer) && (
        <div className="grid gap-2 border-t border-slate-200 pt-4 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
          {invoice.paymentInstructions && (
            <p className="whitespace-pre-line wrap-anywhere">{invoice.paymentInstructions}</p>
          )}
          {invoice.footer && <p className="whitespace-pre-line wrap-anywhere">{invoice.footer}</p>}
        </div>
      )}
      <Settlements invoice={invoice} />
    </article>
  );
}

/** The payments allocated to an invoice and its credit notes, each linked. */
function Settlements({ invoice }: { invoice: Invoice }) {
  if (invoice.payments.length === 0 && invoice.creditNotes.length === 0) return null;
  return (
    <div className="grid gap-6 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800">
      {invoice.payments.length > 0 && (
        <section aria-labelledby="invoice-payments">
          <h3 id="invoice-payments" className="mb-2 text-sm font-semibold">
            Payments
          </h3>
          <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {invoice.payments.map((payment) => (
              <li key={payment.paymentId} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span>
                  {formatCalendarDate(payment.receivedOn)} · {PAYMENT_MODE_LABELS[payment.mode]}
                  {payment.reference && (
                    <span className="text-slate-600 dark:text-slate-400"> · {payment.reference}</span>
                  )}
                </span>
                <Money minor={payment.amountMinor} currency={invoice.currency} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {invoice.creditNotes.length > 0 && (
        <section aria-labelledby="invoice-credit-notes">
          <h3 id="invoice-credit-notes" className="mb-2 text-sm font-semibold">
            Credit notes
          </h3>
          <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {invoice.creditNotes.map((note) => (
              <li key={note.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                <Link to={`/app/billing/invoices/${note.id}`} className={linkClass}>
                  {note.number ?? 'Credit note'}
                </Link>
                <Money minor={note.totalMinor} currency={invoice.currency} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
