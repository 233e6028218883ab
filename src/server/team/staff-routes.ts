import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, turfIdParamsSchema } from '../../shared/api/common-contract';
import {
  invitationAcceptedAnswerSchema,
  invitationIdParamsSchema,
  invitationsAnswerSchema,
  inviteStaffBodySchema,
  staffListAnswerSchema,
  staffMemberAnswerSchema,
  staffParamsSchema,
  workplacesAnswerSchema,
} from '../../shared/api/staff-contract';
import { requireUser } from '../auth/guards';
import { requireCapability } from '../auth/venue-access';
import type { Db } from '../db/database';
import {
  acceptInvitation,
  invitationsFor,
  inviteStaff,
  listStaff,
  removeStaff,
  workplacesOf,
} from './staff-service';

// A listing's team (docs/decisions/066). Under /api/v1/owner: the team of a listing, the owner's
// only (the `team` capability). Under /api/v1/staff: a player's invitations and workplaces.

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
};

interface TeamContext {
  db: Db;
  now: () => Date;
}

export function ownerStaffRoutes({ db, now }: TeamContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/turfs/:turfId/staff',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Invite a person by e-mail or mobile number to the listing’s team as manager, front ' +
            'desk or accountant. They join when they accept, signed in as a player.',
          params: turfIdParamsSchema,
          body: inviteStaffBodySchema,
          response: { 201: staffMemberAnswerSchema, ...errors },
        },
      },
      async (request, reply) => {
        const access = await requireCapability(db, request, 'team', request.params.turfId);
        const staff = await inviteStaff(db, access, request.body, now());
        return reply.status(201).send({ success: true as const, staff });
      },
    );

    app.get(
      '/turfs/:turfId/staff',
      {
        schema: {
          tags: ['owner'],
          summary: 'The listing’s team: each place, invited or active, with its role.',
          params: turfIdParamsSchema,
          response: { 200: staffListAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const { turf } = await requireCapability(db, request, 'team', request.params.turfId);
        return { success: true as const, staff: await listStaff(db, turf.id) };
      },
    );

    app.delete(
      '/turfs/:turfId/staff/:staffId',
      {
        schema: {
          tags: ['owner'],
          summary:
            'Remove a person from the team or withdraw their invitation; it holds from their next request.',
          params: staffParamsSchema,
          response: { 200: staffMemberAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const access = await requireCapability(db, request, 'team', request.params.turfId);
        const staff = await removeStaff(db, access, request.params.staffId, now());
        return { success: true as const, staff };
      },
    );
  };
}

export function staffRoutes({ db, now }: TeamContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/invitations',
      {
        schema: {
          tags: ['staff'],
          summary:
            'Invitations to venue teams that reach the signed-in player: their account’s e-mail or their verified mobile number.',
          response: { 200: invitationsAnswerSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const person = requireUser(request);
        return { success: true as const, invitations: await invitationsFor(db, person) };
      },
    );

    app.post(
      '/invitations/:id/accept',
      {
        schema: {
          tags: ['staff'],
          summary: 'Accept an invitation: only the person it reaches, signed in as a player.',
          params: invitationIdParamsSchema,
          response: { 200: invitationAcceptedAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const person = requireUser(request);
        const workplace = await acceptInvitation(db, person, request.params.id, now());
        return {
          success: true as const,
          message: `You joined the team of ${workplace.turf.name}.`,
          workplace,
        };
      },
    );

    app.get(
      '/workplaces',
      {
        schema: {
          tags: ['staff'],
          summary: 'The listings where the signed-in person is on the team, with their role.',
          response: { 200: workplacesAnswerSchema, 401: errorSchema },
        },
      },
      async (request) => {
        const person = requireUser(request);
        return { success: true as const, workplaces: await workplacesOf(db, person) };
      },
    );
  };
}
