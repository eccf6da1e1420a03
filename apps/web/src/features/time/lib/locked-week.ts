import { TIME_WEEK_LOCKED, weekStartOf } from '@taskflow/shared';
import { apiPost } from '../../../lib/api-client';
import { loadToast } from '../../../lib/notify';

/**
 * A refusal because the day's week is submitted or approved (TIME_WEEK_LOCKED), shown with the way out:
 * "Ask to reopen" sends the request to the person's approvers from the refusal itself. Other refusals
 * are shown as they are. `day` is the day the time was for (today for a timer).
 */
export function showTimeRefusal(message: string, day: string, onAsked?: () => void) {
  void loadToast().then((toast) => {
    if (message !== TIME_WEEK_LOCKED) {
      toast.error(message);
      return;
    }
    const week = weekStartOf(day);
    toast.error(message, {
      id: `locked-week-${week}`,
      duration: 15_000,
      action: {
        label: 'Ask to reopen',
        onClick: () => {
          apiPost('/time/timesheet/reopen-request', { week })
            .then(() => {
              toast.success('Your approver was asked to reopen the week.');
              onAsked?.();
            })
            .catch((error: unknown) =>
              toast.error(error instanceof Error ? error.message : 'Could not ask. Try again later.'),
            );
        },
      },
    });
  });
}
