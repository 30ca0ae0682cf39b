import { STAFF_ROLES, type StaffRole } from '@qadhya/contracts';

export const ALL_ROLES: readonly StaffRole[] = STAFF_ROLES;

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrateur',
  marketing: 'Marketing',
  store_manager: 'Responsable de magasin',
  support: 'Support',
};

export function roleLabel(role: StaffRole): string {
  return ROLE_LABELS[role];
}
