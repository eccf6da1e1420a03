import {
  type BulkInvitationResult,
  type ImportDateOrder,
  INVITATION_BULK_MAX,
  type PeopleOptions,
} from '@taskflow/shared';
import { CheckCircle2, FileWarning } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { FormErrorLine } from '../../../components/forms/api-form';
import { DateOrderQuestion } from '../../../components/forms/date-order-question';
import { Button } from '../../../components/ui/button';
import { Field, SelectField, TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { useBulkInvite } from '../api/bulk-invitations';
import { InviteLink } from './invite-link';

/**
 * Invite several people: paste addresses (with names as "Name <address>") or choose a CSV with Name,
 * Email, Role, Department, Manager and Joining Date. A manager may be someone invited in the same file
 * (issue 39); when nothing in the file says whether its dates are day or month first, the preview asks.
 * The server previews every row and its problems; only a list without problems is sent, all invitations
 * or none.
 */
export function BulkInvite({ options, onDone }: { options: PeopleOptions; onDone: () => void }) {
  const id = useId();
  const dates = useDates();
  const invite = useBulkInvite();
  const [emails, setEmails] = useState('');
  const [file, setFile] = useState<File>();
  const [roleId, setRoleId] = useState(
    () => options.roles.find((role) => role.name === 'Employee')?.id ?? options.roles[0]?.id ?? '',
  );
  const [preview, setPreview] = useState<BulkInvitationResult>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  // The file's date order, once asked and answered; a new file asks again.
  const [dateOrder, setDateOrder] = useState<ImportDateOrder>();
  const changed = () => {
    setPreview(undefined);
    setFieldErrors({});
    setFormError(undefined);
  };

  const send = async (commit: boolean, order = dateOrder) => {
    setFormError(undefined);
    setFieldErrors({});
    try {
      const result = await invite.mutateAsync({ emails, file, roleId, dateOrder: order, commit });
      setPreview(result);
      if (result.isCommitted)
        toast.success(
          `${result.preview.length} ${result.preview.length === 1 ? 'invitation' : 'invitations'} sent`,
        );
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) setFieldErrors(error.fields);
      else setFormError(error instanceof ApiError ? error.message : 'Something went wrong. Try again later.');
    }
  };

  if (preview?.isCommitted) {
    const links = preview.preview.filter((row) => row.inviteUrl);
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          {preview.preview.length} {preview.preview.length === 1 ? 'invitation' : 'invitations'} sent.
        </p>
        {links.map((row) => (
          <div key={row.email} className="grid gap-1">
            <p className="text-sm font-medium break-all">{row.email}</p>
            <InviteLink url={row.inviteUrl ?? ''} />
          </div>
        ))}
        <div className="flex justify-end">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  const elsewhere = preview?.preview.filter((row) => row.hasAccountElsewhere) ?? [];
  const hasCodes = preview?.preview.some((row) => row.employeeCode) ?? false;
  return (
    <div className="grid gap-5">
      <TextAreaField
        label="Email addresses"
        hint={`One a line, or separated by commas; "Asha Rao <asha@example.com>" keeps the name. At most ${INVITATION_BULK_MAX}.`}
        rows={5}
        value={emails}
        disabled={Boolean(file)}
        error={fieldErrors.emails}
        onChange={(event) => {
          setEmails(event.currentTarget.value);
          changed();
        }}
      />
      <Field
        label="Or a CSV file"
        hint="Columns: Name, Email, Role, Department, Manager, Joining Date, Employee Code. Email is required; a Manager may be a member or someone invited in the same file; dates as 2026-04-01 or 01/04/2026 (you are asked when the file does not say day or month first)."
        error={fieldErrors.file}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0]);
              setDateOrder(undefined);
              changed();
            }}
            className="block w-full min-w-0 text-sm text-slate-600 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
        )}
      </Field>
      <SelectField
        label="Role (for rows that name none)"
        choices={options.roles.map((role) => ({ id: role.id, label: role.name }))}
        value={roleId}
        error={fieldErrors.roleId}
        onChange={(event) => {
          setRoleId(event.currentTarget.value);
          changed();
        }}
      />

      {preview && (
        <section aria-labelledby={`${id}-preview`} className="grid gap-3">
          <h3 id={`${id}-preview`} className="flex items-center gap-2 font-semibold">
            {preview.errors.length ? (
              <>
                <FileWarning aria-hidden className="size-5 text-red-600 dark:text-red-400" />
                {preview.errors.length === 1 ? '1 problem' : `${preview.errors.length} problems`} in{' '}
                {preview.rowCount} rows: nobody is invited until they are fixed
              </>
            ) : (
              <>
                <CheckCircle2 aria-hidden className="size-5 text-emerald-600 dark:text-emerald-400" />
                {preview.rowCount} {preview.rowCount === 1 ? 'person is' : 'people are'} ready to invite
              </>
            )}
          </h3>
          {preview.errors.length > 0 && (
            <ul className="grid max-h-48 gap-1 overflow-y-auto rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200">
              {preview.errors.map((error) => (
                <li key={`${error.line}-${error.field}-${error.message}`} className="wrap-anywhere">
                  <strong>{file ? `Line ${error.line}` : `Address ${error.line}`}</strong>
                  {error.field && ` (${error.field})`}: {error.message}
                </li>
              ))}
            </ul>
          )}
          {preview.dates.question && (
            <DateOrderQuestion
              question={preview.dates.question}
              value={dateOrder}
              error={fieldErrors.dateOrder}
              onChange={(order) => {
                setDateOrder(order);
                void send(false, order);
              }}
            />
          )}
          {elsewhere.length > 0 && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
              {elsewhere.map((row) => row.email).join(', ')} {elsewhere.length === 1 ? 'has' : 'have'} a
              TaskFlow account in another organization. An account belongs to one organization at a time, so{' '}
              {elsewhere.length === 1 ? 'it' : 'they'} cannot accept with that address.
            </p>
          )}
          {preview.preview.length > 0 && (
            <div className="max-h-72 overflow-auto rounded-lg border border-slate-200 dark:border-slate-700">
              {/* Wide enough that words stay whole: a narrow screen scrolls it sideways. */}
              <table className="w-full min-w-[40rem] text-left text-xs wrap-break-word">
                <thead className="sticky top-0 bg-slate-50 dark:bg-slate-800">
                  <tr>
                    {[
                      'Name',
                      'Email',
                      'Role',
                      'Department',
                      'Manager',
                      'Joining date',
                      ...(hasCodes ? ['Employee code'] : []),
                    ].map((label) => (
                      <th key={label} scope="col" className="px-2 py-1.5 font-semibold">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                  {preview.preview.map((row) => (
                    <tr key={row.line}>
                      <td className="px-2 py-1">{row.name ?? '—'}</td>
                      <td className="px-2 py-1">{row.email}</td>
                      <td className="px-2 py-1">{row.roleName}</td>
                      <td className="px-2 py-1">{row.departmentName ?? '—'}</td>
                      <td className="px-2 py-1">
                        {row.managerName ?? '—'}
                        {row.isManagerInvited && (
                          <span className="block text-slate-600 dark:text-slate-400">
                            Invited in this file
                          </span>
                        )}
                      </td>
                      <td className="px-2 py-1 whitespace-nowrap">
                        {row.joinedOn ? dates.calendarDate(row.joinedOn) : 'Day of the invitation'}
                      </td>
                      {hasCodes && <td className="px-2 py-1">{row.employeeCode ?? '—'}</td>}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}

      <FormErrorLine message={formError} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        {preview && preview.errors.length === 0 && (!preview.dates.question || dateOrder) ? (
          <Button isLoading={invite.isPending} onClick={() => send(true)}>
            Send {preview.rowCount} {preview.rowCount === 1 ? 'invitation' : 'invitations'}
          </Button>
        ) : (
          <Button disabled={!file && !emails.trim()} isLoading={invite.isPending} onClick={() => send(false)}>
            Preview
          </Button>
        )}
      </div>
    </div>
  );
}
