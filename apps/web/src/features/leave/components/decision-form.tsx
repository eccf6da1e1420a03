import { LEAVE_COMMENT_REQUIRED, type LeaveDecisionBody, LeaveDecisionBodySchema } from '@taskflow/shared';
import { useId, useRef } from 'react';
import { FormErrorLine, useApiForm } from '../../../components/forms/api-form';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';

export type LeaveDecision = 'approve' | 'reject';

/**
 * A comment and the two decisions. Approving takes the comment as it is; rejecting needs one (the
 * spec's "Rejected (with comments)"), refused here with the API's own message before anything is sent.
 * `only` limits the form to one decision (a row's Approve or Reject button).
 */
export function DecisionForm({
  onDecide,
  only,
  onCancel,
  label = 'Decide on this leave application',
}: {
  onDecide: (decision: LeaveDecision, comment: string | undefined) => Promise<unknown>;
  only?: LeaveDecision;
  onCancel?: () => void;
  label?: string;
}) {
  const headingId = useId();
  const decision = useRef<LeaveDecision>('approve');
  const form = useApiForm<LeaveDecisionBody, { comment?: string }>({
    schema: LeaveDecisionBodySchema,
    defaultValues: { comment: '' },
    onSubmit: async ({ comment }) => {
      if (decision.current === 'reject' && !comment) {
        throw new ApiError(400, 'VALIDATION_FAILED', LEAVE_COMMENT_REQUIRED, {
          comment: LEAVE_COMMENT_REQUIRED,
        });
      }
      await onDecide(decision.current, comment);
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submitAs = (choice: LeaveDecision) => () => {
    decision.current = choice;
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
    </form>
  );
}
