import { STAFF_ROLES } from '@qadhya/contracts';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ROLE_LABELS } from '../../../lib/auth/roles.ts';

/** The four roles, in French. */
export const RoleSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function RoleSelect(props, ref) {
  return (
    <select ref={ref} className="ui-select" {...props}>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
});
