import { type Dashboard, formatMinutes, REPORT_GRAND_TOTAL, TASK_STATUSES } from '@taskflow/shared';
import { endPdf, type PdfHeading, pdfNote, pdfSection, pdfTable, startPdf } from '../../../lib/pdf/layout';

export const DASHBOARD_PDF_TITLE = 'Dashboard';

/**
 * The caller's dashboard (the same object as GET /reports/dashboard) as PDF, written on the CPU pool
 * (workers/pdf.ts): title, organization, generation time, then each section's figures as tables (My work;
 * My team or Organization: tasks by status, overdue by assignee, completions per week, who is out,
 * timesheets waiting), page numbers. Hours read h:mm, as everywhere (decision 040).
 */
export function dashboardPdf({ dashboard, heading }: { dashboard: Dashboard; heading: PdfHeading }) {
  const doc = startPdf(DASHBOARD_PDF_TITLE, heading, 'portrait');
  const { me, team } = dashboard;

  pdfSection(doc, 'My work');
  const mine: (string | number)[][] = [
    ['Open tasks', me.openTasks],
    ['Overdue', me.overdueTasks],
    [`Due this week (${me.weekStart} to ${me.weekEnd})`, me.dueThisWeek],
  ];
  if (me.time) {
    mine.push(['Hours this week', formatMinutes(me.time.minutes)]);
    mine.push(['Timesheet this week', me.time.timesheetStatus]);
  }
  for (const balance of me.leave ?? []) mine.push([`${balance.leaveTypeName} leave left`, balance.remaining]);
  pdfTable(doc, { header: ['Figure', 'Value'], rows: mine, keyCount: 1, numberWidth: 120 });

  if (team) {
    const whose = team.scope === 'all' ? 'Organization' : 'My team';
    pdfSection(doc, `${whose}: tasks by status`);
    pdfTable(doc, {
      header: ['Status', 'Tasks'],
      rows: TASK_STATUSES.map((status) => [status, team.status[status]]),
      total: [REPORT_GRAND_TOTAL, TASK_STATUSES.reduce((sum, status) => sum + team.status[status], 0)],
      keyCount: 1,
      numberWidth: 120,
    });

    pdfSection(doc, `${whose}: overdue by assignee`);
    if (team.overdueByAssignee.length === 0) pdfNote(doc, 'No open task is past its due date.');
    else
      pdfTable(doc, {
        header: ['Assignee', 'Overdue'],
        rows: team.overdueByAssignee.map((entry) => [entry.user.name, entry.overdue]),
        keyCount: 1,
        numberWidth: 120,
      });

    pdfSection(doc, `${whose}: completed per week, last ${team.completionTrend.length} weeks`);
    pdfTable(doc, {
      header: ['Week starting', 'Completed', 'On time'],
      rows: team.completionTrend.map((week) => [week.weekStart, week.completed, week.onTime]),
      total: [
        REPORT_GRAND_TOTAL,
        team.completionTrend.reduce((sum, week) => sum + week.completed, 0),
        team.completionTrend.reduce((sum, week) => sum + week.onTime, 0),
      ],
      keyCount: 1,
      numberWidth: 120,
    });

    if (team.whoIsOut) {
      pdfSection(doc, `${whose}: out this week`);
      if (team.whoIsOut.length === 0) pdfNote(doc, 'No one is out this week.');
      else
        pdfTable(doc, {
          header: ['Person', 'Leave', 'From', 'To'],
          rows: team.whoIsOut.map((entry) => [entry.user.name, entry.label, entry.fromDate, entry.toDate]),
          keyCount: 2,
          numberWidth: 90,
        });
    }
    const waiting: [string, number][] = [];
    if (team.timesheetsWaiting !== null)
      waiting.push(['Timesheets waiting for a decision', team.timesheetsWaiting]);
    if (team.leaveWaiting !== null)
      waiting.push(['Leave applications waiting for my decision', team.leaveWaiting]);
    if (waiting.length > 0) {
      pdfSection(doc, `${whose}: waiting`);
      pdfTable(doc, { header: ['Figure', 'Value'], rows: waiting, keyCount: 1, numberWidth: 120 });
    }
  }
  return endPdf(doc);
}
