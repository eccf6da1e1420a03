import { type AdminInquiry, INQUIRY_STATUSES, type InquiryStatus } from '@taskflow/shared';
import { type FormEvent, useState } from 'react';
import { FormErrorLine, FormFooter } from '../../../components/forms/api-form';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';

export const STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

/** Status and notes of one inquiry, with what the visitor sent. */
export function InquiryFollowUp({
  inquiry,
  onSubmit,
  onCancel,
}: {
  inquiry: AdminInquiry;
  onSubmit: (body: { status: InquiryStatus; notes: string }) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [status, setStatus] = useState<InquiryStatus>(inquiry.status);
  const [notes, setNotes] = useState(inquiry.notes);
  const [error, setError] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(undefined);
    try {
      await onSubmit({ status, notes });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not save the follow-up.');
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Follow up">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-slate-500 dark:text-slate-400">Kind</dt>
        <dd>{inquiry.kind === 'demo' ? 'Demo request' : 'Contact message'}</dd>
        <dt className="text-slate-500 dark:text-slate-400">From</dt>
        <dd className="break-words">
          {inquiry.name}
          {inquiry.company && `, ${inquiry.company}`}
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Email</dt>
        <dd className="break-all">
          <a className="underline" href={`mailto:${inquiry.email}`}>
            {inquiry.email}
          </a>
        </dd>
        <dt className="text-slate-500 dark:text-slate-400">Phone</dt>
        <dd>
          {inquiry.countryCode && `${inquiry.countryCode} `}
          {inquiry.phone}
        </dd>
        {inquiry.subject && (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Subject</dt>
            <dd className="break-words">{inquiry.subject}</dd>
          </>
        )}
        {inquiry.message && (
          <>
            <dt className="text-slate-500 dark:text-slate-400">Message</dt>
            <dd className="break-words whitespace-pre-wrap">{inquiry.message}</dd>
          </>
        )}
      </dl>
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as InquiryStatus)}
        choices={INQUIRY_STATUSES.map((value) => ({ id: value, label: STATUS_LABELS[value] }))}
      />
      <TextAreaField
        label="Notes"
        rows={4}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
      />
      <FormErrorLine message={error} />
      <FormFooter onCancel={onCancel} isSubmitting={isSaving} />
    </form>
  );
}
