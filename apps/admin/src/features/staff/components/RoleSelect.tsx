import { STAFF_ROLES } from '@qadhya/contracts';
import type { ComponentProps } from 'react';
import { Select, optionsOf } from '../../../components/ui/Select.tsx';
import { ROLE_LABELS } from '../../../lib/auth/roles.ts';

const ROLE_OPTIONS = optionsOf(STAFF_ROLES, ROLE_LABELS);

/** The four roles, in French. */
export function RoleSelect(props: Omit<ComponentProps<typeof Select>, 'options'>) {
  return <Select options={ROLE_OPTIONS} {...props} />;
}
