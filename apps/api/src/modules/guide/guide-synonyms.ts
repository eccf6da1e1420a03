/**
 * The words people use for what the guide calls otherwise (issue 39, item 5): "carryforward" finds the
 * carry-forward section, "vacation" finds leave, "client" finds customers. Kept small and read by a person:
 * every entry is a word a firm was seen to type, and the guide's own word it means.
 */

/**
 * Spellings of one term, rewritten to the guide's spelling before the question is split into words: the
 * pattern is matched on the lower-cased question, between word boundaries.
 */
export const PHRASES: readonly (readonly [RegExp, string])[] = [
  [
    /\bcarry[\s-]*(?:forward|fwd|over)(?:ed|s)?\b|\bcarryforward\b|\bcarryover\b|\broll[\s-]*over\b/g,
    'carry forward',
  ],
  [/\btime[\s-]+sheets?\b/g, 'timesheet'],
  [/\bgoods and services tax\b/g, 'gst'],
  [/\btax deducted at source\b/g, 'tds'],
  [/\btime[\s-]+off\b|\bpaid time off\b|\bpto\b|\bday off\b|\bdays off\b/g, 'leave'],
  [/\bsign[\s-]+in\b|\blog[\s-]+in\b|\blogin\b/g, 'log in'],
  [/\bsign[\s-]*up\b|\bregister\b/g, 'sign up'],
  [/\be[\s-]mail\b/g, 'email'],
  [/\bhalf[\s-]+day\b/g, 'half day'],
  [/\bblack[\s-]+out\b/g, 'blackout'],
  [/\bpro[\s-]+rat(?:a|ed|ion)\b|\bpro[\s-]?rata\b/g, 'prorated'],
  [/\bsemi[\s-]?colons?\b/g, 'semicolon'],
  [/\bctrl[\s-]*\+?[\s-]*k\b|\bcommand palette\b/g, 'ctrl k'],
  [/\bchat[\s-]?bot\b/g, 'assistant'],
];

/**
 * Words that mean the same in a question about TaskFlow. Each group is searched as one word of the question:
 * any of its words matches (the word typed counts a little more than the others). Each word is stemmed as the
 * index stems it, so "approved" and "approvals" are in the group of "approve".
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['leave', 'vacation', 'absence', 'absent'],
  ['customer', 'client'],
  ['employee', 'staff', 'colleague', 'member'],
  ['manager', 'boss', 'supervisor'],
  ['approve', 'approval', 'accept'],
  ['import', 'upload'],
  ['export', 'download'],
  ['billing', 'billable', 'invoice', 'bill'],
  ['overdue', 'late'],
  ['recurring', 'repeat', 'recurrence'],
  ['due', 'deadline'],
  ['prorated', 'proration'],
  ['accrual', 'accrue', 'earn'],
  ['assistant', 'chat'],
  ['delete', 'remove'],
  ['invite', 'invitation', 'onboard'],
  ['permission', 'access', 'right'],
  ['firm', 'organization'],
];
