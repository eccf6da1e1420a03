import { formatMinutes, type InvoiceLine, type LineKind } from '@taskflow/shared';
import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { DraftFormInput, DraftFormOutput } from '../lib/draft-form';
import { type LineFormValues, lineFigures, newLine, type TaxRegime } from '../lib/lines';
import { Money } from './parts';

const KIND_LABELS: Record<LineKind, string> = {
  fee: 'Fixed fee of a done job',
  time: 'Approved time',
  item: '',
};

/** The grid of one row on a wide screen; on a phone each row is a small form of its own. */
const ROW_GRID =
  'grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4 lg:grid-cols-[minmax(0,1fr)_6.5rem_5.5rem_7.5rem_4.5rem_7rem_2.5rem] lg:items-start';

/** A label that names the field on a phone and only for screen readers on a wide screen (the head does). */
const cellLabel = (text: string) => <span className="lg:sr-only">{text}</span>;

/** What the line bills, under its description: the time it holds, or that it is a job's fee. */
function LineOrigin({ kind, line }: { kind: LineKind; line: InvoiceLine | undefined }) {
  if (kind === 'item') return null;
  return (
    <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
      {kind === 'time' && line?.minutes != null
        ? `${formatMinutes(line.minutes)} h of approved time`
        : KIND_LABELS[kind]}
    </p>
  );
}

/**
 * The draft's lines as an editable table: description, SAC, quantity, rate and tax %; each line's amount
 * and tax computed as it is typed, as the server computes them (lineAmount, lineTax). A line of time or
 * of a job's fee keeps what it bills by its id; removing it gives the work back to unbilled.
 */
export function DraftLines({
  form,
  currency,
  regime,
  taxLabel,
  saved,
  defaults,
}: {
  form: UseFormReturn<DraftFormInput, unknown, DraftFormOutput>;
  currency: string;
  regime: TaxRegime;
  /** "GST" or the organization's tax name: the head of the tax column. */
  taxLabel: string;
  /** The lines as saved, by id: what a kept line bills. */
  saved: Map<string, InvoiceLine>;
  defaults: { sacCode: string | null; taxRateBp: number };
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines: LineFormValues[] = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const errors = form.formState.errors.lines;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <div className="grid gap-3">
      <div
        aria-hidden
        className={clsx(
          ROW_GRID,
          'hidden border-b border-slate-200 pb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:grid dark:border-slate-800 dark:text-slate-400',
        )}
      >
        <span>Description</span>
        <span>SAC</span>
        <span>Quantity</span>
        <span>Rate</span>
        <span>{taxLabel} %</span>
        <span className="text-right">Amount</span>
        <span />
      </div>
      {fields.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No lines yet: add what the invoice bills, one line each.
        </p>
      )}
      <ol className="grid gap-4 lg:gap-3">
        {fields.map((field, index) => {
          const line: LineFormValues = lines[index] ?? field;
          const figures = lineFigures(line, currency, regime);
          const rowErrors = errors?.[index];
          const number = index + 1;
          return (
            <li
              key={field.id}
              aria-label={`Line ${number}`}
              className={clsx(
                ROW_GRID,
                'rounded-xl border border-slate-200 p-3 lg:rounded-none lg:border-0 lg:p-0 dark:border-slate-800',
              )}
            >
              <div className="col-span-2 sm:col-span-4 lg:col-span-1">
                <TextAreaField
                  label={cellLabel(`Description of line ${number}`)}
                  rows={2}
                  error={rowErrors?.description?.message}
                  {...form.register(`lines.${index}.description`)}
                />
                <LineOrigin kind={line.kind} line={line.id ? saved.get(line.id) : undefined} />
              </div>
              <TextField
                label={cellLabel('SAC')}
                inputMode="numeric"
                maxLength={6}
                error={rowErrors?.sacCode?.message}
                {...form.register(`lines.${index}.sacCode`)}
              />
              <TextField
                label={cellLabel('Quantity')}
                inputMode="decimal"
                error={rowErrors?.quantity?.message}
                {...form.register(`lines.${index}.quantity`)}
              />
              <TextField
                label={cellLabel(`Rate (${currency})`)}
                inputMode="decimal"
                error={rowErrors?.rate?.message}
                {...form.register(`lines.${index}.rate`)}
              />
              <TextField
                label={cellLabel(`${taxLabel} %`)}
                inputMode="decimal"
                error={rowErrors?.taxPercent?.message}
                {...form.register(`lines.${index}.taxPercent`)}
              />
              <div className="text-sm sm:col-span-3 lg:col-span-1 lg:pt-2 lg:text-right">
                <span className="text-slate-600 lg:sr-only dark:text-slate-400">Amount </span>
                {figures ? (
                  <>
                    <Money minor={figures.amountMinor} currency={currency} className="font-medium" />
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      + {taxLabel} <Money minor={figures.taxMinor} currency={currency} />
                    </span>
                  </>
                ) : (
                  <span className="text-slate-500 dark:text-slate-400">–</span>
                )}
              </div>
              <div className="flex justify-end lg:pt-0.5">
                <Button
                  variant="ghost"
                  className="px-2.5"
                  onClick={() => remove(index)}
                  disabled={fields.length === 1}
                  aria-label={`Remove line ${number}`}
                  title={fields.length === 1 ? 'A draft keeps at least one line' : undefined}
                >
                  <Trash2 aria-hidden className="size-4" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {listError}
        </p>
      )}
      {fields.some((_, index) => lines[index]?.kind !== 'item') && (
        <p className="text-xs text-slate-600 dark:text-slate-400">
          A line of time or of a job's fee bills that work: removing it (or deleting the draft) gives the work
          back to unbilled.
        </p>
      )}
      <div>
        <Button variant="secondary" onClick={() => append(newLine(defaults))}>
          <Plus aria-hidden className="size-4" />
          Add line
        </Button>
      </div>
    </div>
  );
}
