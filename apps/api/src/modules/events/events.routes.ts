import {
  CreateEventBodySchema,
  EventDetailSchema,
  EventListQuerySchema,
  EventMemberSchema,
  EventSchema,
  GuestLinkSchema,
  GuestRsvpSchema,
  GuestRsvpTokenSchema,
  listResponse,
  RsvpBodySchema,
  UpdateEventBodySchema,
} from '@taskflow/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission } from '../../lib/access';
import { authOf } from '../../plugins/auth';
import { eventIcs, icsFileName } from './calendar.service';
import { createEvent, deleteEvent, updateEvent } from './event-commands.service';
import './event-reminders.jobs';
import { answerGuestRsvp, answerRsvp, getGuestRsvp } from './event-rsvp.service';
import { getEvent, getEventOrThrow, listEventMembers, listEvents } from './events.service';

const EventResponse = z.object({ data: EventDetailSchema });
/** A save also answers the new guests' links when no mail server is set (see linksForOrganizer). */
const SavedEventResponse = EventResponse.extend({ guestLinks: z.array(GuestLinkSchema).optional() });
const Params = z.object({ id: z.uuid('Event not found') });
const TokenParams = z.object({ token: GuestRsvpTokenSchema });
const GuestRsvpResponse = z.object({ data: GuestRsvpSchema });

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { readCache: true },
      schema: {
        tags: ['events'],
        summary: 'Events of your organization, upcoming first (needs events.view)',
        querystring: EventListQuerySchema,
        response: { 200: listResponse(EventSchema) },
      },
    },
    async (request) => listEvents(app.db, authOf(request), request.query),
  );

  app.get(
    '/members',
    {
      schema: {
        tags: ['events'],
        summary: 'People who can be invited to an event (needs events.create or events.edit)',
        response: { 200: z.object({ data: z.array(EventMemberSchema) }) },
      },
    },
    async (request) => ({ data: await listEventMembers(app.db, authOf(request)) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One event with its attendees and their RSVP (needs events.view)',
        params: Params,
        response: { 200: EventResponse },
      },
    },
    async (request) => ({ data: await getEvent(app.db, authOf(request), request.params.id) }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['events'],
        summary: 'Create an event; invites the attendees and schedules its reminders (needs events.create)',
        body: CreateEventBodySchema,
        response: { 201: SavedEventResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createEvent(app, authOf(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Edit an event; reminders are rescheduled (needs events.edit)',
        params: Params,
        body: UpdateEventBodySchema,
        response: { 200: SavedEventResponse },
      },
    },
    async (request) => updateEvent(app, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'Delete an event and cancel its reminders (needs events.delete)',
        params: Params,
      },
    },
    async (request, reply) => {
      await deleteEvent(app.db, authOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/:id/rsvp',
    {
      schema: {
        tags: ['events'],
        summary: 'Answer an invitation: yes, no or maybe (attendees only)',
        params: Params,
        body: RsvpBodySchema,
        response: { 200: EventResponse },
      },
    },
    async (request) => ({
      data: await answerRsvp(app.db, authOf(request), request.params.id, request.body.answer),
    }),
  );

  app.get(
    '/:id/ics',
    {
      schema: {
        tags: ['events'],
        summary: 'Download the event as an iCalendar (.ics) file (needs events.view)',
        params: Params,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const orgId = requirePermission(authOf(request), 'events.view');
      const event = await getEventOrThrow(app.db, orgId, request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${icsFileName(event.title)}"`)
        .header('cache-control', 'private, no-store')
        .send(eventIcs(event, app.config));
    },
  );

  // A guest's personal link (the spec's guest access): no session, the token is the key.
  app.get(
    '/rsvp/:token',
    {
      config: { isPublic: true, rateLimit: app.rateLimits.publicToken },
      schema: {
        tags: ['events'],
        summary: 'What a guest RSVP link is for: the event, its organization and the guest’s answer (public)',
        params: TokenParams,
        response: { 200: GuestRsvpResponse },
      },
    },
    async (request) => ({ data: await getGuestRsvp(app.db, request.params.token) }),
  );

  app.post(
    '/rsvp/:token',
    {
      config: { isPublic: true, rateLimit: app.rateLimits.publicToken },
      schema: {
        tags: ['events'],
        summary: 'A guest answers through their link: yes, no or maybe (public)',
        params: TokenParams,
        body: RsvpBodySchema,
        response: { 200: GuestRsvpResponse },
      },
    },
    async (request) => ({
      data: await answerGuestRsvp(app.db, request.params.token, request.body.answer),
    }),
  );
};
