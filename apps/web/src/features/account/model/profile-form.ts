import { PASSWORD_MAX, PASSWORD_MIN, type ProfileUpdate } from '@qadhya/contracts';
import { z } from 'zod';

/**
 * The settings' 'Mes informations' form (docs/accounts.md#settings): NAME required ('Le nom est requis'),
 * EMAIL required and valid ('Email invalide'), ADDRESS required ('lieu invalide'), PASSWORD at least
 * 6 characters when given (no message). Messages are i18n keys.
 *
 * A new password needs its proof (issue 12): PROOF 'current' asks CURRENT_PASSWORD ('Mot de passe
 * actuel'), PROOF 'code' the 5-digit CODE of an SMS sent for PURPOSE password; both are checked only
 * when a new password is typed.
 */
export const profileFormSchema = z
  .object({
    NAME: z.string().trim().min(1, 'account.validation.nameRequired').max(60, 'account.validation.nameRequired'),
    PASSWORD: z.union([z.literal(''), z.string().min(PASSWORD_MIN, ' ').max(PASSWORD_MAX, ' ')]),
    EMAIL: z.string().trim().max(254, 'account.validation.emailInvalid').pipe(z.email('account.validation.emailInvalid')),
    ADDRESS: z.string().trim().min(1, 'account.validation.addressInvalid').max(200, 'account.validation.addressInvalid'),
    PROOF: z.enum(['current', 'code']).optional(),
    CURRENT_PASSWORD: z.string().max(PASSWORD_MAX, 'account.settings.proof.currentRequired').optional(),
    CODE: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.PASSWORD) return;
    if ((v.PROOF ?? 'current') === 'current') {
      if (!v.CURRENT_PASSWORD)
        ctx.addIssue({ code: 'custom', path: ['CURRENT_PASSWORD'], message: 'account.settings.proof.currentRequired' });
    } else if (!/^\d{5}$/.test((v.CODE ?? '').trim())) {
      ctx.addIssue({ code: 'custom', path: ['CODE'], message: 'account.settings.proof.codeFormat' });
    }
  });
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export interface ProfileSource {
  NAME?: unknown;
  EMAIL?: unknown;
  ADDRESS?: unknown;
  HAS_PASSWORD?: unknown;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The form's starting values from the stored or fetched user (the password always starts empty).
 * The proof starts as the current password when the account has one, else as an SMS code.
 */
export function profileDefaults(user: ProfileSource | null | undefined): ProfileFormValues {
  return {
    NAME: str(user?.NAME),
    PASSWORD: '',
    EMAIL: str(user?.EMAIL),
    ADDRESS: str(user?.ADDRESS),
    PROOF: user?.HAS_PASSWORD === false ? 'code' : 'current',
    CURRENT_PASSWORD: '',
    CODE: '',
  };
}

/**
 * The PUT /users/me body: trimmed fields, the caller's ID, and only when a new password was typed,
 * the password with its proof (CURRENT_PASSWORD or CODE, as chosen).
 */
export function toProfileUpdate(values: ProfileFormValues, id?: number): ProfileUpdate {
  const body: ProfileUpdate = { NAME: values.NAME.trim(), EMAIL: values.EMAIL.trim(), ADDRESS: values.ADDRESS.trim() };
  if (values.PASSWORD) {
    body.PASSWORD = values.PASSWORD;
    if ((values.PROOF ?? 'current') === 'current') {
      if (values.CURRENT_PASSWORD) body.CURRENT_PASSWORD = values.CURRENT_PASSWORD;
    } else if (values.CODE?.trim()) {
      body.CODE = values.CODE.trim();
    }
  }
  if (id !== undefined) body.ID = id;
  return body;
}
