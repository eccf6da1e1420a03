import {
  ApplyLeaveBodySchema,
  BlackoutBodySchema,
  BlackoutSchema,
  BulkLeaveDecisionBodySchema,
  BulkLeaveDecisionResultSchema,
  CoverTasksBodySchema,
  CoverTasksResultSchema,
  CreateLeaveTypeBodySchema,
  LeaveAdjustmentBodySchema,
  LeaveApplicationSchema,
  LeaveAttachmentSchema,
  LeaveAvailabilityEntrySchema,
  LeaveAvailabilityQuerySchema,
  LeaveAwayBodySchema,
  LeaveAwaySchema,
  LeaveBalancesQuerySchema,
  LeaveBalancesSchema,
  LeaveDecisionBodySchema,
  LeaveLedgerQuerySchema,
  LeaveListQuerySchema,
  LeavePolicyPreviewBodySchema,
  LeavePolicyPreviewSchema,
  LeavePreviewBodySchema,
  LeavePreviewSchema,
  LeaveRequestDetailSchema,
  LeaveTypeSchema,
  LedgerEntrySchema,
  listResponse,
  MyLeaveQuerySchema,
  OnLeaveQuerySchema,
  OnLeaveSchema,
  RejectLeaveBodySchema,
  UpdateLeaveTypeBodySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm } from '../../lib/multipart-form';
import { declaredBytesOf } from '../../lib/upload-allowance';
import { authOf } from '../../plugins/auth';
import { listAvailability, onLeave } from './leave-availability';
import { adjustBalance, getBalances, listLedger } from './leave-balances.service';
import {
  createBlackout,
  deleteBlackout,
  getAway,
  listBlackouts,
  setAway,
  updateBlackout,
} from './leave-blackouts.service';
import { cancelLeave } from './leave-cancel.service';
import { coverTasks } from './leave-cover.service';
import { decideLeave, decideMany } from './leave-decisions.service';
import { getLeaveAttachment, uploadLeaveAttachment } from './leave-documents.service';
import { exportLeaveCsv, getLeaveDetail, listAllLeave, listMyLeave, listPendingForMe } from './leave-queries';
import { applyForLeave, previewLeave } from './leave-requests.service';
import { createLeaveType, listLeaveTypes, previewPolicyChange, updateLeaveType } from './leave-types.service';

const tags = ['leave'];
const IdParams = z.object({ id: z.string() });
const DetailResponse = z.object({ data: LeaveRequestDetailSchema });
const RequestList = listResponse(LeaveApplicationSchema);

/** Leave management (issue 14); the route list and permissions are in README.md beside this file. */
export const leaveRoutes: FastifyPluginAsyncZod = async (app) => {
  // ------------------------------------------------------------ types
  app.get(
    '/types',
    {
      schema: {
        tags,
        summary: 'Leave types (any leave permission; archived ones with includeArchived=true for admins)',
        querystring: z.object({ includeArchived: z.enum(['true', 'false']).optional() }),
        response: { 200: z.object({ data: z.array(LeaveTypeSchema) }) },
      },
    },
    async (request) => ({
      data: await listLeaveTypes(app.db, authOf(request), request.query.includeArchived === 'true'),
    }),
  );
  app.post(
    '/types',
    {
      schema: {
        tags,
        summary: 'Add a leave type (organization.manage)',
        body: CreateLeaveTypeBodySchema,
        response: { 201: z.object({ data: LeaveTypeSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createLeaveType(app.db, authOf(request), request.body) }),
  );
  app.patch(
    '/types/:id',
    {
      schema: {
        tags,
        summary: 'Edit or archive a leave type (organization.manage)',
        params: IdParams,
        body: UpdateLeaveTypeBodySchema,
        response: { 200: z.object({ data: LeaveTypeSchema }) },
      },
    },
    async (request) => ({
      data: await updateLeaveType(app.db, authOf(request), request.params.id, request.body),
    }),
  );
  app.post(
    '/types/:id/policy-preview',
    {
      schema: {
        tags,
        summary:
          "How a change of a type's allocation, accrual, carry-forward or proration moves each person's balance (organization.manage; nothing is written)",
        params: IdParams,
        body: LeavePolicyPreviewBodySchema,
        response: { 200: z.object({ data: LeavePolicyPreviewSchema }) },
      },
    },
    async (request) => ({
      data: await previewPolicyChange(app.db, authOf(request), request.params.id, request.body),
    }),
  );

  // ------------------------------------------------------------ balances
  app.get(
    '/balances',
    {
      schema: {
        tags,
        summary: "A person's balances per type for a year (own: any leave permission; others: leave.view)",
        querystring: LeaveBalancesQuerySchema,
        response: { 200: z.object({ data: LeaveBalancesSchema }) },
      },
    },
    async (request) => ({ data: await getBalances(app.db, authOf(request), request.query) }),
  );
  app.get(
    '/balances/ledger',
    {
      schema: {
        tags,
        summary: 'The ledger of one balance, oldest first (as balances)',
        querystring: LeaveLedgerQuerySchema,
        response: { 200: z.object({ data: z.array(LedgerEntrySchema) }) },
      },
    },
    async (request) => ({ data: await listLedger(app.db, authOf(request), request.query) }),
  );
  app.post(
    '/balances/adjustments',
    {
      schema: {
        tags,
        summary: 'Adjust a balance with a reason: a new ledger row (organization.manage)',
        body: LeaveAdjustmentBodySchema,
        response: { 201: z.object({ data: LedgerEntrySchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await adjustBalance(app.db, authOf(request), request.body) }),
  );

  // ------------------------------------------------------------ applying
  app.post(
    '/attachments',
    {
      schema: {
        tags,
        summary:
          "Upload a supporting document (multipart: file, fileName; 5 MB, checked by content; within the organization's storage quota and the person's upload rate) (leave.apply)",
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ data: LeaveAttachmentSchema }) },
      },
    },
    async (request, reply) => {
      const attachment = await uploadLeaveAttachment(
        app,
        authOf(request),
        async (maxBytes) => {
          const { file, fields } = await readMultipartForm(request, 'file', maxBytes);
          return { file, fileName: fields.fileName };
        },
        declaredBytesOf(request.headers),
      );
      return reply.status(201).send({ data: attachment });
    },
  );
  app.post(
    '/requests/preview',
    {
      schema: {
        tags,
        summary: 'What an application would cost, its warnings and refusals (leave.apply)',
        body: LeavePreviewBodySchema,
        response: { 200: z.object({ data: LeavePreviewSchema }) },
      },
    },
    async (request) => ({ data: await previewLeave(app.db, authOf(request), request.body) }),
  );
  app.post(
    '/requests',
    {
      schema: {
        tags,
        summary: 'Apply for Leave (leave.apply)',
        body: ApplyLeaveBodySchema,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await applyForLeave(app, authOf(request), request.body) }),
  );

  // ------------------------------------------------------------ lists
  app.get(
    '/requests/mine',
    {
      schema: {
        tags,
        summary: 'Leave Status: the caller’s applications (leave.apply)',
        querystring: MyLeaveQuerySchema,
        response: { 200: RequestList },
      },
    },
    async (request) => listMyLeave(app.db, authOf(request), request.query),
  );
  app.get(
    '/requests/pending',
    {
      schema: {
        tags,
        summary: 'Pending Leave Applications waiting for the caller’s decision (leave.accept)',
        querystring: MyLeaveQuerySchema,
        response: { 200: RequestList },
      },
    },
    async (request) => listPendingForMe(app.db, authOf(request), request.query),
  );
  app.get(
    '/requests',
    {
      schema: {
        tags,
        summary: 'All leave of the organization with filters (leave.view)',
        querystring: LeaveListQuerySchema,
        response: { 200: RequestList },
      },
    },
    async (request) => listAllLeave(app.db, authOf(request), request.query),
  );
  app.get(
    '/requests.csv',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary: 'All leave as CSV with the same filters, streamed (leave.view)',
        querystring: LeaveListQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const stream = exportLeaveCsv(app.heavyDb, authOf(request), request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leave.csv"')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  // ------------------------------------------------------------ one request
  app.get(
    '/requests/:id',
    {
      schema: {
        tags,
        summary:
          'One leave application with its steps and the tasks due during it (applicant, approvers, leave.view)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await getLeaveDetail(app.db, authOf(request), request.params.id) }),
  );
  app.get(
    '/requests/:id/attachment',
    { schema: { tags, summary: 'The supporting document (as the request)', params: IdParams } },
    async (request, reply) => {
      const document = await getLeaveAttachment(app.db, authOf(request), request.params.id);
      const body = await app.storage.read(document.file);
      return reply
        .header('content-type', document.mime)
        .header('content-disposition', `attachment; filename="${document.safeName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
  app.post(
    '/requests/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve the current step (leave.accept; its approver or their delegate)',
        params: IdParams,
        body: LeaveDecisionBodySchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await decideLeave(app, authOf(request), request.params.id, {
        decision: 'approve',
        comment: request.body.comment,
        acceptShortfall: request.body.acceptShortfall,
      }),
    }),
  );
  app.post(
    '/requests/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject with a comment (leave.accept; its approver or their delegate)',
        params: IdParams,
        body: RejectLeaveBodySchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await decideLeave(app, authOf(request), request.params.id, {
        decision: 'reject',
        comment: request.body.comment,
      }),
    }),
  );
  app.post(
    '/requests/bulk-decision',
    {
      schema: {
        tags,
        summary: 'Approve or reject several applications in one transaction (leave.accept)',
        body: BulkLeaveDecisionBodySchema,
        response: { 200: z.object({ data: BulkLeaveDecisionResultSchema }) },
      },
    },
    async (request) => {
      const { ids, decision, comment } = request.body;
      const chosen = decision === 'reject' ? { decision, comment: comment ?? '' } : { decision, comment };
      return { data: await decideMany(app, authOf(request), ids, chosen) };
    },
  );
  app.post(
    '/requests/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel own pending leave, or approved leave not yet started (leave.apply)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await cancelLeave(app, authOf(request), request.params.id) }),
  );
  app.post(
    '/requests/:id/cover-tasks',
    {
      schema: {
        tags,
        summary:
          'The Work Assignment colleague watches the tasks due during the leave (applicant or approver)',
        params: IdParams,
        body: CoverTasksBodySchema,
        response: { 200: z.object({ data: CoverTasksResultSchema }) },
      },
    },
    async (request) => ({
      data: await coverTasks(app.db, authOf(request), request.params.id, request.body.taskIds),
    }),
  );

  // ------------------------------------------------------------ blackouts
  app.get(
    '/blackouts',
    {
      schema: {
        tags,
        summary: 'Blackout periods (any leave permission)',
        response: { 200: z.object({ data: z.array(BlackoutSchema) }) },
      },
    },
    async (request) => ({ data: await listBlackouts(app.db, authOf(request)) }),
  );
  app.post(
    '/blackouts',
    {
      schema: {
        tags,
        summary: 'Add a blackout period (organization.manage)',
        body: BlackoutBodySchema,
        response: { 201: z.object({ data: BlackoutSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createBlackout(app.db, authOf(request), request.body) }),
  );
  app.put(
    '/blackouts/:id',
    {
      schema: {
        tags,
        summary: 'Replace a blackout period (organization.manage)',
        params: IdParams,
        body: BlackoutBodySchema,
        response: { 200: z.object({ data: BlackoutSchema }) },
      },
    },
    async (request) => ({
      data: await updateBlackout(app.db, authOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/blackouts/:id',
    { schema: { tags, summary: 'Remove a blackout period (organization.manage)', params: IdParams } },
    async (request, reply) => {
      await deleteBlackout(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // ------------------------------------------------------------ away, availability
  app.get(
    '/away',
    {
      schema: {
        tags,
        summary: 'The caller’s time away and delegate (leave.accept)',
        response: { 200: z.object({ data: LeaveAwaySchema }) },
      },
    },
    async (request) => ({ data: await getAway(app.db, authOf(request)) }),
  );
  app.put(
    '/away',
    {
      schema: {
        tags,
        summary: 'Set the caller’s time away and the delegate who decides meanwhile (leave.accept)',
        body: LeaveAwayBodySchema,
        response: { 200: z.object({ data: LeaveAwaySchema }) },
      },
    },
    async (request) => ({ data: await setAway(app.db, authOf(request), request.body) }),
  );
  app.get(
    '/availability',
    {
      schema: {
        tags,
        summary: 'Who is out between two days (any leave permission; own department without leave.view)',
        querystring: LeaveAvailabilityQuerySchema,
        response: { 200: z.object({ data: z.array(LeaveAvailabilityEntrySchema) }) },
      },
    },
    async (request) => ({ data: await listAvailability(app.db, authOf(request), request.query) }),
  );
  app.get(
    '/on-leave',
    {
      schema: {
        tags,
        summary: 'Whether a person is on leave on a date (tasks.create, tasks.edit or any leave permission)',
        querystring: OnLeaveQuerySchema,
        response: { 200: z.object({ data: OnLeaveSchema }) },
      },
    },
    async (request) => ({ data: await onLeave(app.db, authOf(request), request.query) }),
  );
};
