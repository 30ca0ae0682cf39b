import { PASSWORD_MAX, PASSWORD_MIN, type ProfileUpdate } from '@qadhya/contracts';
import { z } from 'zod';

/**
 * The settings' 'Mes informations' form (spec engagement §5): NAME required ('Le nom est requis'),
 * EMAIL required and valid ('Email invalide'), ADDRESS required ('lieu invalide'), PASSWORD at least
 * 6 characters when given (no message). Messages are i18n keys.
 */
export const profileFormSchema = z.object({
  NAME: z.string().trim().min(1, 'account.validation.nameRequired').max(60, 'account.validation.nameRequired'),
  PASSWORD: z.union([z.literal(''), z.string().min(PASSWORD_MIN, ' ').max(PASSWORD_MAX, ' ')]),
  EMAIL: z.string().trim().max(254, 'account.validation.emailInvalid').pipe(z.email('account.validation.emailInvalid')),
  ADDRESS: z.string().trim().min(1, 'account.validation.addressInvalid').max(200, 'account.validation.addressInvalid'),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

export interface ProfileSource {
  NAME?: unknown;
  EMAIL?: unknown;
  ADDRESS?: unknown;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's starting values from the stored or fetched user (the password always starts empty). */
export function profileDefaults(user: ProfileSource | null | undefined): ProfileFormValues {
  return { NAME: str(user?.NAME), PASSWORD: '', EMAIL: str(user?.EMAIL), ADDRESS: str(user?.ADDRESS) };
}

/** The PUT /users/me body: trimmed fields, the caller's ID, the password only when one was typed. */
export function toProfileUpdate(values: ProfileFormValues, id?: number): ProfileUpdate {
  const body: ProfileUpdate = { NAME: values.NAME.trim(), EMAIL: values.EMAIL.trim(), ADDRESS: values.ADDRESS.trim() };
  if (values.PASSWORD) body.PASSWORD = values.PASSWORD;
  if (id !== undefined) body.ID = id;
  return body;
}
