// Section 3 "Leave application": Leave Type*, From Date*, To Date*, Reason for Leave*, Address During
// Leave*, Emergency Contact* (phone), Work Assignment (optional). Section 4: Pending (awaiting manager),
// Approved, Rejected (with comments); Cancelled is ours (the applicant withdraws).
export const LEAVE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** Seeded into every new organization; admins add more. */
export const DEFAULT_LEAVE_TYPE_NAMES = ['Annual', 'Sick', 'Personal', 'Emergency'] as const;

/** `yearly`: the whole allocation on 1 January; `monthly`: a twelfth on the 1st of each month. */
export const LEAVE_ACCRUALS = ['yearly', 'monthly'] as const;
export type LeaveAccrual = (typeof LEAVE_ACCRUALS)[number];

/** Who decides a step: the applicant's manager (reporting tree), anyone holding a role, or one person. */
export const APPROVAL_STEP_KINDS = ['manager', 'role', 'person'] as const;
export type ApprovalStepKind = (typeof APPROVAL_STEP_KINDS)[number];

/**
 * How a type's credits of the joining year are prorated: from the joining month (whole months from it,
 * inclusive, of 12; rounded down to half days), pro rata by calendar days (rounded to half days), or not.
 */
export const LEAVE_PRORATIONS = ['joining_month', 'days', 'none'] as const;
export type LeaveProration = (typeof LEAVE_PRORATIONS)[number];

/** When a change of allocation, accrual or carry-forward takes effect. */
export const POLICY_EFFECTS = ['now', 'next_year'] as const;
export type PolicyEffect = (typeof POLICY_EFFECTS)[number];
/** The fields whose change needs `effective`. */
export const POLICY_FIELDS = ['yearlyAllocation', 'accrual', 'carryForwardCap', 'proration'] as const;
export const LEAVE_EFFECTIVE_REQUIRED =
  "Choose when the change takes effect: now (this year's balances are recomputed) or from the next leave year";

/** Blackout periods either refuse leave or make it need one extra approval (by an admin). */
export const BLACKOUT_EFFECTS = ['refuse', 'extra_approval'] as const;
export type BlackoutEffect = (typeof BLACKOUT_EFFECTS)[number];

/** Ledger entry kinds; the balance is always their sum (never overwritten). */
export const LEDGER_KINDS = [
  'allocation',
  'accrual',
  'adjustment',
  'usage',
  'reversal',
  'carry_forward',
  'expiry',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Guide, section 9: leave is best applied 48 to 72 hours ahead; sooner is a warning, not a refusal. */
export const LEAVE_LEAD_TIME_HOURS = 48;

export const LEAVE_TYPE_NAME_MAX = 60;
export const LEAVE_REASON_MAX = 2000;
export const LEAVE_ADDRESS_MAX = 500;
export const LEAVE_CONTACT_MAX = 32;
export const LEAVE_COMMENT_MAX = 2000;
export const LEAVE_DAYS_MAX = 366;
export const LEAVE_APPROVAL_STEPS_MAX = 5;
export const BLACKOUT_REASON_MAX = 500;
export const LEAVE_BULK_MAX = 100;
/** A leave request may span at most this many calendar days. */
export const LEAVE_SPAN_MAX_DAYS = 366;

// ---------------------------------------------------------------- messages (shown on the field)

export const LEAVE_TYPE_REQUIRED = 'Leave Type is required';
export const LEAVE_FROM_REQUIRED = 'From Date is required';
export const LEAVE_TO_REQUIRED = 'To Date is required';
export const LEAVE_TO_BEFORE_FROM = 'To Date cannot be before From Date';
export const LEAVE_SPAN_TOO_LONG = `A leave application may span at most ${LEAVE_SPAN_MAX_DAYS} days`;
export const LEAVE_REASON_REQUIRED = 'Reason for Leave is required';
export const LEAVE_ADDRESS_REQUIRED = 'Address During Leave is required';
export const LEAVE_CONTACT_REQUIRED = 'Emergency Contact is required';
export const LEAVE_CONTACT_INVALID = 'Enter a valid phone number';
export const LEAVE_ASSIGNEE_INVALID = 'Choose a colleague from your organization';
export const LEAVE_ASSIGNEE_SELF = 'Choose a colleague other than yourself';
export const LEAVE_TYPE_INVALID = 'Choose a leave type of your organization';
export const LEAVE_OVERLAP = 'You already have pending or approved leave on these dates';
export const LEAVE_PAST_NOT_ALLOWED =
  'Leave in the past can only be recorded by someone who can accept leave';
export const LEAVE_HALF_DAY_NOT_ALLOWED = 'This leave type does not allow half days';
/** A one-day leave taken as a half day says which half: the morning or the afternoon (issue 39). */
export const LEAVE_HALF_DAY_WHICH = 'Choose the morning or the afternoon';
export const LEAVE_NO_WORKING_DAYS = 'These dates hold no working days';
export const LEAVE_ATTACHMENT_INVALID = 'Upload the document again';
export const LEAVE_COMMENT_REQUIRED = 'A comment is required to reject leave';
export const LEAVE_SELF_DECISION = 'You cannot decide your own leave application';
/** The only administrator deciding their own leave (organization setting "self_with_reason"). */
export const LEAVE_SELF_REASON_REQUIRED =
  'Give a reason: you are deciding your own leave as the only administrator';
export const LEAVE_MAX_DAYS_BACK_INVALID = 'Enter 0 to 366 days';
export const LEAVE_NOT_YOUR_STEP = 'This leave application is not waiting for your decision';
export const LEAVE_ALREADY_DECIDED = 'This leave application has already been decided';
export const LEAVE_CANNOT_CANCEL =
  'Only pending leave, or approved leave that has not started, can be cancelled';
export const LEAVE_ADJUST_REASON_REQUIRED = 'Reason is required';
export const LEAVE_ADJUST_DAYS_INVALID = 'Enter a non-zero number of days in half-day steps';
export const BLACKOUT_REASON_REQUIRED = 'Reason is required';
export const BLACKOUT_START_REQUIRED = 'Start Date is required';
export const BLACKOUT_END_REQUIRED = 'End Date is required';
export const BLACKOUT_END_BEFORE_START = 'End Date cannot be before Start Date';
export const LEAVE_AWAY_DELEGATE_REQUIRED = 'Choose a delegate while you are away';

/** The same rule as guidance, under a From Date that keeps it: a hint, not a refusal (issue 39). */
export function leaveEarliestStart(typeName: string, maxDaysBack: number): string {
  if (maxDaysBack <= 0) return `${typeName} leave starts today or later`;
  return `${typeName} leave may start up to ${maxDaysBack} ${maxDaysBack === 1 ? 'day' : 'days'} back`;
}

/** A leave's dates and half days: From Date's flag is its afternoon off, To Date's its morning off. */
export interface LeaveHalves {
  fromDate: string;
  toDate: string;
  fromDateHalf: boolean;
  toDateHalf: boolean;
}

/**
 * Which half of `day` a leave takes off, or null for the whole day (or a day it does not cover). A one-day
 * leave says it by its one flag; both flags are one-day half days applied before the half was asked for
 * (migration 0033): "half", which half not known.
 */
export function halfOfDay(leave: LeaveHalves, day: string): 'morning' | 'afternoon' | 'half' | null {
  if (leave.fromDate === leave.toDate) {
    if (day !== leave.fromDate) return null;
    if (leave.fromDateHalf && leave.toDateHalf) return 'half';
    return leave.fromDateHalf ? 'afternoon' : leave.toDateHalf ? 'morning' : null;
  }
  if (day === leave.fromDate && leave.fromDateHalf) return 'afternoon';
  if (day === leave.toDate && leave.toDateHalf) return 'morning';
  return null;
}

const HALF_WORDS = { morning: 'morning', afternoon: 'afternoon', half: 'half day' } as const;

/** The half days of a leave for a one-line text: " (morning)", " (first day afternoon, last day morning)", "". */
export function halfDayNote(leave: LeaveHalves): string {
  if (leave.fromDate === leave.toDate) {
    const half = halfOfDay(leave, leave.fromDate);
    return half ? ` (${HALF_WORDS[half]})` : '';
  }
  const notes = [
    leave.fromDateHalf ? 'first day afternoon' : '',
    leave.toDateHalf ? 'last day morning' : '',
  ].filter(Boolean);
  return notes.length ? ` (${notes.join(', ')})` : '';
}

/** How far back an application of a type may start (the type's `maxDaysBack`). */
export function leaveTooFarBack(typeName: string, maxDaysBack: number): string {
  if (maxDaysBack <= 0) return `${typeName} leave cannot start in the past`;
  return `${typeName} leave can start at most ${maxDaysBack} ${maxDaysBack === 1 ? 'day' : 'days'} back`;
}
export function leaveInsufficientBalance(remaining: number, typeName: string): string {
  return `Not enough ${typeName} leave: ${formatLeaveDays(remaining)} remaining`;
}
/** The balance check's refusal, naming the day a projected balance was read on. */
export function leaveInsufficientBalanceOn(
  remaining: number,
  typeName: string,
  projectedOn: string | null,
): string {
  const base = leaveInsufficientBalance(remaining, typeName);
  return projectedOn ? `${base} (projected on ${formatCalendarDay(projectedOn)})` : base;
}
/** "7 Jun 2027" for "2027-06-07" (no zone: a calendar day). */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${date} ${months[(month ?? 1) - 1]} ${year}`;
}
/** What the approver reads when the balance projected to the leave's dates does not cover it. */
export function leaveShortfall(
  typeName: string,
  projectedOn: string,
  asked: number,
  remaining: number | null,
) {
  const on = formatCalendarDay(projectedOn);
  return remaining === null
    ? `The ${typeName} balance projected on ${on} does not cover these ${formatLeaveDays(asked)}`
    : `The ${typeName} balance projected on ${on} is ${formatLeaveDays(remaining)}, less than the ${formatLeaveDays(asked)} asked`;
}
export const LEAVE_SHORTFALL_CONFIRM = 'Confirm that you approve leave the balance does not cover';

export function leaveAttachmentRequired(afterDays: number, typeName: string): string {
  return `${typeName} leave of more than ${formatLeaveDays(afterDays)} needs a supporting document`;
}
export function leaveBlackoutRefused(reason: string): string {
  return `Leave is not allowed on these dates: ${reason}`;
}

/** What a reader who may not see the leave type reads instead (docs/security.md, "Leave"). */
export const ON_LEAVE_LABEL = 'On leave';

/** "Sick leave", or "On leave" as it stands when the type is hidden from the reader. */
export function leaveTitle(leaveTypeName: string): string {
  return leaveTypeName === ON_LEAVE_LABEL ? ON_LEAVE_LABEL : `${leaveTypeName} leave`;
}

/** `1 day`, `2.5 days`, `0.5 day`. */
export function formatLeaveDays(days: number): string {
  return `${days} ${Math.abs(days) <= 1 ? 'day' : 'days'}`;
}
