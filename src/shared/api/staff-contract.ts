import { z } from 'zod';
import { MOBILE_NUMBER_PATTERN } from '../auth-schemas';
import { STAFF_ROLES } from '../venue-team';
import { uuidField } from './common-contract';

// A venue's team (docs/decisions/066): the owner invites people to a listing with a role
// (/api/v1/owner/turfs/:turfId/staff), and the invited person accepts (/api/v1/staff).

export const STAFF_MESSAGES = {
  inviteeMissing: 'Please give the e-mail address or the mobile number of the person to invite.',
  inviteeBoth: 'Please give either an e-mail address or a mobile number, not both.',
  emailInvalid: 'Please give a valid e-mail address.',
  mobileInvalid: 'Please give a 10 or 11 digit mobile number.',
  roleInvalid: 'Please choose a role: manager, front desk or accountant.',
} as const;

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_MESSAGES.roleInvalid });

/** POST /api/v1/owner/turfs/:turfId/staff. */
export const inviteStaffBodySchema = z
  .object({
    email: z.email({ error: STAFF_MESSAGES.emailInvalid }).max(254).optional(),
    mobilenumber: z
      .string({ error: STAFF_MESSAGES.mobileInvalid })
      .regex(MOBILE_NUMBER_PATTERN, { error: STAFF_MESSAGES.mobileInvalid })
      .optional(),
    role: staffRoleSchema,
  })
  .refine((body) => body.email !== undefined || body.mobilenumber !== undefined, {
    error: STAFF_MESSAGES.inviteeMissing,
  })
  .refine((body) => body.email === undefined || body.mobilenumber === undefined, {
    error: STAFF_MESSAGES.inviteeBoth,
  });

export const staffParamsSchema = z.object({
  turfId: uuidField('Invalid turf id'),
  staffId: uuidField('Invalid staff id'),
});

export const staffMemberSchema = z.object({
  _id: z.string(),
  /** The account that accepted; null while invited. */
  userId: z.string().nullable(),
  /** The account's name once accepted; while invited, the address or number invited. */
  fullname: z.string(),
  role: staffRoleSchema,
  status: z.enum(['invited', 'active']),
  email: z.string().nullable(),
  mobilenumber: z.string().nullable(),
});
export type StaffMemberJson = z.infer<typeof staffMemberSchema>;

export const staffMemberAnswerSchema = z.object({
  success: z.literal(true),
  staff: staffMemberSchema,
});
export const staffListAnswerSchema = z.object({
  success: z.literal(true),
  staff: z.array(staffMemberSchema),
});

export const invitationIdParamsSchema = z.object({ id: uuidField('Invalid invitation id') });

export const invitationSchema = z.object({
  _id: z.string(),
  turf: z.object({ _id: z.string(), name: z.string() }),
  role: staffRoleSchema,
  invitedBy: z.object({ fullname: z.string() }),
});
export type InvitationJson = z.infer<typeof invitationSchema>;

/** GET /api/v1/staff/invitations. */
export const invitationsAnswerSchema = z.object({
  success: z.literal(true),
  invitations: z.array(invitationSchema),
});

/** A listing the person works at, with their role there. */
export const workplaceSchema = z.object({
  turf: z.object({ _id: z.string(), name: z.string() }),
  role: staffRoleSchema,
  owner: z.object({ fullname: z.string() }),
});
export type WorkplaceJson = z.infer<typeof workplaceSchema>;

/** GET /api/v1/staff/workplaces: the listings where the person is on the team. */
export const workplacesAnswerSchema = z.object({
  success: z.literal(true),
  workplaces: z.array(workplaceSchema),
});

export const invitationAcceptedAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  workplace: workplaceSchema,
});
