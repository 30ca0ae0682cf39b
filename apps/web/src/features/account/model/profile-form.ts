import { Password, ProfileUpdate } from '@qadhya/contracts';
import { z } from 'zod';

/**
 * The settings' 'Mes informations' form (docs/accounts.md#settings) on PUT /users/me's body
 * (ProfileUpdate, docs/forms.md): NAME required ('Le nom est requis'), EMAIL required and valid
 * ('Email invalide'), ADDRESS required ('lieu invalide'), PASSWORD at least 6 characters when given
 * (no message). The messages are in lib/forms' table (form 'profile').
 *
 * A new password needs its proof (issue 12): PROOF 'current' asks CURRENT_PASSWORD ('Mot de passe
 * actuel'), PROOF 'code' the 5-digit CODE of an SMS sent for PURPOSE password; both are checked (by
 * the contract's own field) only when a new password is typed.
 */
const { CURRENT_PASSWORD, CODE } = ProfileUpdate.shape;
export const profileFormSchema = ProfileUpdate.pick({ NAME: true, EMAIL: true, ADDRESS: true })
  .required()
  .extend({
    PASSWORD: z.literal('').or(Password),
    PROOF: z.enum(['current', 'code']).optional(),
    CURRENT_PASSWORD: z.string().optional(),
    CODE: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.PASSWORD) return;
    const [field, proof] =
      (v.PROOF ?? 'current') === 'current' ? (['CURRENT_PASSWORD', CURRENT_PASSWORD] as const) : (['CODE', CODE] as const);
    const value = v[field];
    if (!value || !proof.safeParse(value).success) {
      ctx.addIssue({ code: 'custom', path: [field], params: { rule: value ? 'format' : 'required' }, input: value });
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
