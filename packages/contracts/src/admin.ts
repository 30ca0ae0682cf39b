import { z } from 'zod';
import { PageQuery, PlainDate, paged } from './pagination.ts';
import { MagasinCode } from './stores.ts';

/**
 * The back office's staff, sign-in and audit log (issue 15, docs/back-office.md). Staff are not
 * shoppers: their own accounts, a mandatory TOTP second factor, their own sessions.
 */
export const STAFF_ROLES = ['admin', 'marketing', 'store_manager', 'support'] as const;
export const StaffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRole>;

/** A staff password: at least 12 characters (also for admin:create). */
export const STAFF_PASSWORD_MIN = 12;
export const StaffPassword = z.string().min(STAFF_PASSWORD_MIN).max(200);
export const StaffEmail = z.string().trim().max(254).pipe(z.email());

export const Staff = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role: StaffRole,
    stores: z.array(z.string()).describe('Magasin codes of a store manager (empty for the other roles)'),
    totp_enrolled: z.boolean(),
    disabled: z.boolean(),
    password_change_required: z
      .boolean()
      .describe('An initial or reset password: only the password change, the profile and the sign-out answer until it is changed'),
    factor_locked: z
      .boolean()
      .describe('Too many wrong second-factor codes: no sign-in until an admin lifts it (POST /admin/staff/:id/factor-unlock)'),
    created_at: z.string(),
  })
  .meta({ id: 'Staff' });
export type Staff = z.infer<typeof Staff>;

export const StaffLoginRequest = z.object({ email: StaffEmail, password: z.string().min(1).max(200) }).meta({ id: 'StaffLoginRequest' });

/** The answer to the password: either the TOTP enrolment (first sign-in) or the code to give. */
export const StaffLoginStep = z
  .discriminatedUnion('step', [
    z.object({
      step: z.literal('enrol'),
      ticket: z.string().describe('Send with the first code to POST /admin/auth/enrol (5 minutes)'),
      otpauth_uri: z.string().describe('otpauth://totp/… for the authenticator app'),
      qr_svg: z.string().describe('The same URI as a QR code, SVG markup'),
    }),
    z.object({ step: z.literal('totp'), ticket: z.string().describe('Send with a code to POST /admin/auth/verify (5 minutes)') }),
  ])
  .meta({ id: 'StaffLoginStep' });
export type StaffLoginStep = z.infer<typeof StaffLoginStep>;

export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'expected 6 digits');
/** A recovery code as shown: 10 letters or digits, in two groups of 5 (the dash optional). */
export const RecoveryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'expected a recovery code like abcde-12345');

export const StaffEnrolRequest = z.object({ ticket: z.string().min(20).max(200), code: TotpCode }).meta({ id: 'StaffEnrolRequest' });
export const StaffVerifyRequest = z
  .object({ ticket: z.string().min(20).max(200), code: z.union([TotpCode, RecoveryCode]).describe('A TOTP code or a recovery code') })
  .meta({ id: 'StaffVerifyRequest' });

export const StaffSession = z
  .object({
    token: z.string().describe('Staff bearer token (never a shopper token)'),
    idle_expires_in: z.number().int().describe('Seconds of inactivity before the session ends'),
    staff: Staff,
    recovery_codes: z.array(z.string()).optional().describe('At enrolment only: shown once, each usable once'),
    factor_failures_since_last_sign_in: z
      .number()
      .int()
      .min(0)
      .describe('Wrong second-factor codes given for this member since their last sign-in (shown to them once)'),
  })
  .meta({ id: 'StaffSession' });
export type StaffSession = z.infer<typeof StaffSession>;

export const StaffCreateRequest = z
  .object({ email: StaffEmail, role: StaffRole, stores: z.array(MagasinCode).max(500).default([]) })
  .meta({ id: 'StaffCreateRequest' });
export const StaffCreated = z
  .object({ staff: Staff, initial_password: z.string().describe('Shown once: the new member signs in with it and enrols TOTP') })
  .meta({ id: 'StaffCreated' });

export const StaffPasswordChangeRequest = z
  .object({ current_password: z.string().min(1).max(200), new_password: StaffPassword })
  .meta({ id: 'StaffPasswordChangeRequest' });

export const StaffUpdateRequest = z
  .object({ role: StaffRole.optional(), stores: z.array(MagasinCode).max(500).optional(), disabled: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.stores !== undefined || b.disabled !== undefined, 'nothing to change')
  .meta({ id: 'StaffUpdateRequest' });
export const StaffIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const StaffList = z.object({ items: z.array(Staff) }).meta({ id: 'StaffList' });

export const AuditEntry = z
  .object({
    id: z.number().int(),
    staff_id: z.number().int().nullable(),
    api_key_id: z.number().int().nullable().describe('The API key of a machine’s write (docs/integrations.md)'),
    at: z.string(),
    action: z.string(),
    entity: z.string(),
    entity_id: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = PageQuery.extend({
  staff_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  api_key_id: z.coerce.number().int().min(1).max(2_147_483_647).optional().describe('Only the writes of this API key'),
  entity: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,40}$/)
    .optional(),
  from: PlainDate.optional().describe('First day (Tunis), included'),
  to: PlainDate.optional().describe('Last day (Tunis), included'),
});
export const AuditPage = paged(AuditEntry).meta({ id: 'AuditPage' });
