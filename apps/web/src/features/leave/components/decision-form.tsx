import {
  LEAVE_COMMENT_REQUIRED,
  LEAVE_SHORTFALL_CONFIRM,
  type LeaveDecisionBody,
  LeaveDecisionBodySchema,
} from '@taskflow/shared';
import { AlertTriangle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FormErrorLine, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';

export type LeaveDecision = 'approve' | 'reject';

/**
 * A comment and the two decisions. Approving takes the comment as it is; rejecting needs one (the
 * spec's "Rejected (with comments)"), refused here with the API's own message before anything is sent.
 * `only` limits the form to one decision (a row's Approve or Reject button).
 *
 * Issue 30, item 5: when the balance projected to the leave's dates does not cover it (`shortfall`, the
 * detail's balanceCheck message), Approve first asks "Approve anyway" and only then sends
 * `acceptShortfall`; a refusal on `acceptShortfall` (the projection changed since, or a list row that
 * did not know) asks the same way instead of failing.
 */
export function DecisionForm({
  onDecide,
  only,
  onCancel,
  shortfall = null,
  canAcceptShortfall = true,
  label = 'Decide on this leave application',
}: {
  onDecide: (
    decision: LeaveDecision,
    comment: string | undefined,
    acceptShortfall?: boolean,
  ) => Promise<unknown>;
  only?: LeaveDecision;
  onCancel?: () => void;
  /** Why the balance does not cover the leave; approving then needs a confirmation. */
  shortfall?: string | null;
  /** False for a bulk decision: it never accepts a shortfall, so the refusal is shown as it is. */
  canAcceptShortfall?: boolean;
  label?: string;
}) {
  const headingId = useId();
  const decision = useRef<LeaveDecision>('approve');
  /** The shortfall being asked about, until the approver approves anyway or goes back. */
  const [asking, setAsking] = useState<string | null>(null);
  const accepted = useRef(false);
  const form = useApiForm<LeaveDecisionBody, { comment?: string }>({
    schema: LeaveDecisionBodySchema,
    defaultValues: { comment: '' },
    onSubmit: async ({ comment }) => {
      if (decision.current === 'reject' && !comment) {
        throw new ApiError(400, 'VALIDATION_FAILED', LEAVE_COMMENT_REQUIRED, {
          comment: LEAVE_COMMENT_REQUIRED,
        });
      }
      const approving = decision.current === 'approve';
      if (approving && shortfall && !accepted.current) {
        setAsking(shortfall);
        return;
      }
      try {
        if (approving && accepted.current) await onDecide('approve', comment, true);
        else await onDecide(decision.current, comment);
      } catch (error) {
        const refusal = error instanceof ApiError ? error.fields.acceptShortfall : undefined;
        if (approving && refusal && canAcceptShortfall && !accepted.current) {
          setAsking(refusal.replace(`. ${LEAVE_SHORTFALL_CONFIRM}`, ''));
          return;
        }
        throw error;
      } finally {
        accepted.current = false;
      }
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submitAs = (choice: LeaveDecision) => () => {
    decision.current = choice;
    setAsking(null);
    void form.submit();
  };
  const approveAnyway = () => {
    decision.current = 'approve';
    accepted.current = true;
    setAsking(null);
    void form.submit();
  };
  const isBusy = form.isSaving;

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submitAs(only ?? 'approve')();
      }}
    >
      <h3 id={headingId} className="sr-only">
        {label}
      </h3>
      <TextAreaField
        label={only === 'reject' ? 'Comment (required)' : 'Comment'}
        rows={3}
        placeholder={only === 'approve' ? 'Optional' : 'Why, for the employee (required to reject)'}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <FormErrorLine message={form.formError} />
      {asking ? (
        <div
          role="alertdialog"
          aria-label="Approve although the balance does not cover it?"
          className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-200"
        >
          <p className="flex items-start gap-2 wrap-anywhere">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{asking}. Approve anyway?</span>
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => setAsking(null)} disabled={isBusy}>
              Back
            </Button>
            <Button onClick={approveAnyway} disabled={isBusy} isLoading={isBusy}>
              Approve anyway
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap justify-end gap-3">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={isBusy}>
              Cancel
            </Button>
          )}
          {only !== 'approve' && (
            <Button
              variant="danger"
              onClick={submitAs('reject')}
              disabled={isBusy}
              isLoading={isBusy && decision.current === 'reject'}
            >
              Reject
            </Button>
          )}
          {only !== 'reject' && (
            <Button
              onClick={submitAs('approve')}
              disabled={isBusy}
              isLoading={isBusy && decision.current === 'approve'}
            >
              Approve
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
