import type { DocumentTotals } from '@taskflow/shared';
import type { TaxRegime } from '../lib/lines';
import { Money } from './parts';

/** The taxes a document shows, by its regime: CGST and SGST, or IGST, or its one named tax. */
export function taxRows(totals: DocumentTotals, regime: TaxRegime, taxName: string) {
  if (!regime.gst) return [{ label: taxName, minor: totals.otherTaxMinor }];
  if (regime.intraState) {
    return [
      { label: 'CGST', minor: totals.cgstMinor },
      { label: 'SGST', minor: totals.sgstMinor },
    ];
  }
  return [{ label: 'IGST', minor: totals.igstMinor }];
}

/** Subtotal, each tax and the total, right-aligned under a document's lines. */
export function InvoiceTotals({
  totals,
  regime,
  taxName,
  currency,
  children,
}: {
  totals: DocumentTotals;
  regime: TaxRegime;
  taxName: string;
  currency: string;
  /** Rows after the total (paid, credited, balance due). */
  children?: React.ReactNode;
}) {
  return (
    <dl className="ml-auto grid w-full max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm">
      <dt className="text-slate-600 dark:text-slate-400">Taxable value</dt>
      <dd className="text-right">
        <Money minor={totals.subtotalMinor} currency={currency} />
      </dd>
      {taxRows(totals, regime, taxName).map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-slate-600 dark:text-slate-400">{row.label}</dt>
          <dd className="text-right">
            <Money minor={row.minor} currency={currency} />
          </dd>
        </div>
      ))}
      <dt className="border-t border-slate-200 pt-1.5 text-base font-semibold dark:border-slate-700">
        Total
      </dt>
      <dd className="border-t border-slate-200 pt-1.5 text-right text-base font-semibold dark:border-slate-700">
        <Money minor={totals.totalMinor} currency={currency} />
      </dd>
      {children}
    </dl>
  );
}
