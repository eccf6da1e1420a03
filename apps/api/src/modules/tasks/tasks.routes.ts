import {
  AttachmentSchema,
  BoardQuerySchema,
  BoardSchema,
  BulkDeleteTasksBodySchema,
  BulkUpdateResultSchema,
  BulkUpdateTasksBodySchema,
  CommentBodySchema,
  CommentSchema,
  CreateSubtaskBodySchema,
  CreateTaskBodySchema,
  DashboardRowSchema,
  HistoryEntrySchema,
  ListMetaSchema,
  ListQuerySchema,
  MoveTaskBodySchema,
  MyTasksSchema,
  SavedViewBodySchema,
  SavedViewSchema,
  TASK_IMPORT_MAX_BYTES,
  TASK_SCOPES,
  TaskDetailSchema,
  TaskImportResultSchema,
  TaskListMetaSchema,
  TaskListQuerySchema,
  TaskSchema,
  UpdateSavedViewBodySchema,
  UpdateSubtaskBodySchema,
  UpdateTaskBodySchema,
  WatcherBodySchema,
  WorkTypeBodySchema,
  WorkTypeSchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readMultipartForm, streamMultipartForm } from '../../lib/multipart-form';
import { declaredBytesOf } from '../../lib/upload-allowance';
import { authOf } from '../../plugins/auth';
import { addAttachment, getAttachmentFile, listAttachments, removeAttachment } from './attachments.service';
import { checkExport, dashboardCsv, exportTasksCsv } from './csv.service';
import { listMyTasks } from './my-tasks.service';
import { addSubtask, deleteSubtask, updateSubtask } from './subtasks.service';
import { addComment, addWatcher, listComments, listHistory, removeWatcher } from './task-activity.service';
import { getBoard, moveTask } from './task-board.service';
import { bulkUpdateTasks, createTask, deleteTasks, updateTask } from './task-commands.service';
import { getTask } from './task-detail.service';
import { importTasksCsv } from './task-import.service';
import { listTasks } from './task-list.service';
import { stopRecurrence } from './task-recurrence.service';
import { teamDashboard } from './team-dashboard.service';
import { createView, deleteView, listViews, updateView } from './views.service';
import { addWorkType, listWorkTypes, renameWorkType } from './work-types.service';

const tags = ['tasks'];
const IdParams = z.object({ id: z.string() });
const TaskResponse = z.object({ data: TaskSchema });
const DetailResponse = z.object({ data: TaskDetailSchema });
const ScopeQuery = z.object({ scope: z.enum(TASK_SCOPES, { error: 'Choose mine, team or all' }).optional() });

export const tasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary:
          'Task List: filters (status and priority comma-separated, assigneeId, customerId, projectId, departmentId, dueFrom, dueTo, overdue), q full-text search, sort, page (tasks.view; scope=all needs tasks.view_all)',
        querystring: TaskListQuerySchema,
        response: { 200: z.object({ data: z.array(TaskSchema), meta: TaskListMetaSchema }) },
      },
    },
    async (request) => listTasks(app.db, app.names, authOf(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Assign New Task (tasks.create)',
        body: CreateTaskBodySchema,
        response: { 201: TaskResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createTask(app, authOf(request), request.body) }),
  );

  app.get(
    '/board',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary:
          "Kanban board by status, cards in their persisted order: every column's count and first page (limit cards, default 30), or with status and cursor one column's next page; the Task List's filters and reach (tasks.view)",
        querystring: BoardQuerySchema,
        response: { 200: z.object({ data: BoardSchema }) },
      },
    },
    async (request) => ({ data: await getBoard(app.db, app.names, authOf(request), request.query) }),
  );

  app.get(
    '/mine',
    {
      schema: {
        tags,
        summary:
          'My tasks: open tasks assigned to the caller, grouped Overdue, Today, This week and Later by the day where the caller is (their profile time zone, else the organization time zone) (tasks.view)',
        response: { 200: z.object({ data: MyTasksSchema }) },
      },
    },
    async (request) => ({ data: await listMyTasks(app.db, authOf(request)) }),
  );

  app.get(
    '/dashboard',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary: 'Team Members Dashboard: per member counts by status, overdue, due this week (tasks.view)',
        querystring: ScopeQuery,
        response: { 200: z.object({ data: z.array(DashboardRowSchema) }) },
      },
    },
    async (request) => ({ data: await teamDashboard(app.db, authOf(request), request.query.scope) }),
  );

  app.get(
    '/dashboard.csv',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary: 'Team Members Dashboard as CSV (tasks.view)',
        querystring: ScopeQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await teamDashboard(app.heavyDb, authOf(request), request.query.scope);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="team-dashboard.csv"')
        .header('x-content-type-options', 'nosniff')
        .send(dashboardCsv(rows));
    },
  );

  app.get(
    '/export.csv',
    {
      config: { heavy: 'export' },
      schema: {
        tags,
        summary: 'The Task List as CSV with the same query parameters, streamed (tasks.view)',
        querystring: TaskListQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      await checkExport(app.db, auth, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tasks.csv"')
        .header('x-content-type-options', 'nosniff')
        .send(exportTasksCsv(app.heavyDb, auth, request.query));
    },
  );

  app.post(
    '/import',
    {
      config: { heavy: 'import' },
      schema: {
        tags,
        summary:
          'Import tasks from CSV (multipart: file; mapping = JSON {field: column index}, guessed from the headers of our export, Asana, Jira, Trello or ClickUp when left out; the choices createMissing=true (create the projects and clients the file names that do not exist: projects.create, customers.create), defaultAssigneeId, defaultDueDate, defaultCustomerId, dateOrder=dmy|mdy; commit=true to create them, all or nothing) (tasks.create)',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ data: TaskImportResultSchema }) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { fields, file } = await readMultipartForm(request, 'file', TASK_IMPORT_MAX_BYTES);
      return {
        data: await importTasksCsv(app, auth, { file, commit: fields.commit === 'true', fields }),
      };
    },
  );

  app.post(
    '/bulk-update',
    {
      schema: {
        tags,
        summary: 'Change status, assignee, priority or due date of selected tasks, all or none (tasks.edit)',
        body: BulkUpdateTasksBodySchema,
        response: { 200: z.object({ data: BulkUpdateResultSchema }) },
      },
    },
    async (request) => ({ data: await bulkUpdateTasks(app, authOf(request), request.body) }),
  );

  app.post(
    '/bulk-delete',
    {
      schema: {
        tags,
        summary: 'Delete selected tasks, all or none (tasks.delete)',
        body: BulkDeleteTasksBodySchema,
        response: { 200: z.object({ data: z.object({ deleted: z.number() }) }) },
      },
    },
    async (request) => ({ data: await deleteTasks(app, authOf(request), request.body.taskIds) }),
  );

  app.get(
    '/work-types',
    {
      schema: {
        tags,
        summary: 'Work types: built in and the organization’s own (tasks.view)',
        response: { 200: z.object({ data: z.array(WorkTypeSchema) }) },
      },
    },
    async (request) => ({ data: await listWorkTypes(app.db, authOf(request)) }),
  );

  app.post(
    '/work-types',
    {
      schema: {
        tags,
        summary: 'Add a work type (tasks.create)',
        body: WorkTypeBodySchema,
        response: { 201: z.object({ data: WorkTypeSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addWorkType(app.db, authOf(request), request.body.name) }),
  );

  app.patch(
    '/work-types/:id',
    {
      schema: {
        tags,
        summary:
          'Rename one of the organization’s work types; its tasks and recurring series follow (tasks.create). The built-in three keep their names',
        params: IdParams,
        body: WorkTypeBodySchema,
        response: { 200: z.object({ data: WorkTypeSchema }) },
      },
    },
    async (request) => ({
      data: await renameWorkType(app.db, authOf(request), request.params.id, request.body.name),
    }),
  );

  app.get(
    '/views',
    {
      schema: {
        tags,
        summary: 'My saved Task List views (tasks.view)',
        response: { 200: z.object({ data: z.array(SavedViewSchema) }) },
      },
    },
    async (request) => ({ data: await listViews(app.db, authOf(request)) }),
  );

  app.post(
    '/views',
    {
      schema: {
        tags,
        summary: 'Save the current Task List filters as a view (tasks.view)',
        body: SavedViewBodySchema,
        response: { 201: z.object({ data: SavedViewSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createView(app.db, authOf(request), request.body) }),
  );

  app.patch(
    '/views/:id',
    {
      schema: {
        tags,
        summary: 'Rename one of my saved views or replace its filters (tasks.view)',
        params: IdParams,
        body: UpdateSavedViewBodySchema,
        response: { 200: z.object({ data: SavedViewSchema }) },
      },
    },
    async (request) => ({ data: await updateView(app.db, authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/views/:id',
    { schema: { tags, summary: 'Delete one of my saved views', params: IdParams } },
    async (request, reply) => {
      await deleteView(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/:id',
    {
      config: { readCache: true },
      schema: {
        tags,
        summary: 'One task with subtasks, watchers and recurrence (tasks.view; 404 outside reach)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await getTask(app.db, authOf(request), request.params.id) }),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit fields in place; each change goes to History (tasks.edit)',
        params: IdParams,
        body: UpdateTaskBodySchema,
        response: { 200: TaskResponse },
      },
    },
    async (request) => ({ data: await updateTask(app, authOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/:id/recurrence',
    {
      schema: {
        tags,
        summary: 'Stop repeating: no occurrence after this one (tasks.edit)',
        params: IdParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({ data: await stopRecurrence(app.db, authOf(request), request.params.id) }),
  );

  app.delete(
    '/:id',
    { schema: { tags, summary: 'Delete a task (tasks.delete)', params: IdParams } },
    async (request, reply) => {
      await deleteTasks(app, authOf(request), [request.params.id]);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/move',
    {
      schema: {
        tags,
        summary: 'Board: move into a status column between two cards (tasks.edit)',
        params: IdParams,
        body: MoveTaskBodySchema,
        response: { 200: TaskResponse },
      },
    },
    async (request) => ({ data: await moveTask(app, authOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/:id/history',
    {
      schema: {
        tags,
        summary: 'History: every change (field, old, new, who, when), newest first (tasks.view)',
        params: IdParams,
        querystring: ListQuerySchema.pick({ page: true, pageSize: true }),
        response: { 200: z.object({ data: z.array(HistoryEntrySchema), meta: ListMetaSchema }) },
      },
    },
    async (request) => listHistory(app.db, authOf(request), request.params.id, request.query),
  );

  app.get(
    '/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comments, oldest first (tasks.view)',
        params: IdParams,
        response: { 200: z.object({ data: z.array(CommentSchema) }) },
      },
    },
    async (request) => ({ data: await listComments(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment in Markdown; @[Name](id) mentions notify (tasks.view)',
        params: IdParams,
        body: CommentBodySchema,
        response: { 201: z.object({ data: CommentSchema }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addComment(app, authOf(request), request.params.id, request.body.body) }),
  );

  app.get(
    '/:id/attachments',
    {
      schema: {
        tags,
        summary: 'Attachments (tasks.view)',
        params: IdParams,
        response: { 200: z.object({ data: z.array(AttachmentSchema) }) },
      },
    },
    async (request) => ({ data: await listAttachments(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/:id/attachments',
    {
      schema: {
        tags,
        summary:
          "Attach a file (multipart: fileName, file; up to the organization's attachmentMaxMb, streamed; checked by content: programs, HTML and scripted SVG refused; 409 past the organization's storage quota, 429 past the person's upload rate) (tasks.edit)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: z.object({ data: AttachmentSchema }) },
      },
    },
    async (request, reply) => {
      const attachment = await addAttachment(
        app,
        authOf(request),
        request.params.id,
        async (maxBytes, store) => {
          const { file, fields } = await streamMultipartForm(request, 'file', maxBytes, store);
          return { file, fileName: fields.fileName || file?.fileName };
        },
        declaredBytesOf(request.headers),
      );
      return reply.status(201).send({ data: attachment });
    },
  );

  app.get(
    '/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Download an attachment (tasks.view)',
        params: z.object({ id: z.string(), attachmentId: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await getAttachmentFile(
        app.db,
        authOf(request),
        request.params.id,
        request.params.attachmentId,
      );
      // Opened before any header is set: a storage failure answers as an error, not as this file.
      const body = await app.storage.open(file.file);
      return reply
        .header('content-type', file.mime)
        .header('content-disposition', `attachment; filename="${file.safeName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-length', file.sizeBytes)
        .send(body);
    },
  );

  app.delete(
    '/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: 'Remove an attachment (tasks.edit)',
        params: z.object({ id: z.string(), attachmentId: z.string() }),
      },
    },
    async (request, reply) => {
      await removeAttachment(app, authOf(request), request.params.id, request.params.attachmentId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/subtasks',
    {
      schema: {
        tags,
        summary: 'Add a checklist item (tasks.edit)',
        params: IdParams,
        body: CreateSubtaskBodySchema,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await addSubtask(app.db, authOf(request), request.params.id, request.body) }),
  );

  app.patch(
    '/:id/subtasks/:subtaskId',
    {
      schema: {
        tags,
        summary: 'Tick, rename or assign a checklist item (tasks.edit)',
        params: z.object({ id: z.string(), subtaskId: z.string() }),
        body: UpdateSubtaskBodySchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await updateSubtask(
        app.db,
        authOf(request),
        request.params.id,
        request.params.subtaskId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id/subtasks/:subtaskId',
    {
      schema: {
        tags,
        summary: 'Remove a checklist item (tasks.edit)',
        params: z.object({ id: z.string(), subtaskId: z.string() }),
      },
    },
    async (request, reply) => {
      await deleteSubtask(app.db, authOf(request), request.params.id, request.params.subtaskId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/watchers',
    {
      schema: {
        tags,
        summary: 'Watch a task (oneself: tasks.view; someone else: tasks.edit)',
        params: IdParams,
        body: WatcherBodySchema,
        response: { 200: DetailResponse },
      },
    },
    async (request) => ({
      data: await addWatcher(app.db, authOf(request), request.params.id, request.body.userId),
    }),
  );

  app.delete(
    '/:id/watchers/:userId',
    {
      schema: {
        tags,
        summary: 'Stop watching (oneself) or remove a watcher (tasks.edit)',
        params: z.object({ id: z.string(), userId: z.string() }),
      },
    },
    async (request, reply) => {
      await removeWatcher(app.db, authOf(request), request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );
};
