import type { Staff } from '@qadhya/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { useStaff } from '../../lib/auth/session-context.tsx';
import { listStaff, staffKey } from '../../lib/staff/list-staff.ts';
import { CreateStaffForm } from './components/CreateStaffForm.tsx';
import { EditStaffForm } from './components/EditStaffForm.tsx';
import { StaffTable } from './components/StaffTable.tsx';

/** Staff (admin): who may sign in to the back office, with which role and stores. */
export default function StaffPage() {
  const me = useStaff();
  const staff = useQuery({ queryKey: staffKey, queryFn: listStaff });
  const [editing, setEditing] = useState<Staff | null>(null);
  const current = editing ? (staff.data?.find((m) => m.id === editing.id) ?? editing) : null;
  return (
    <div className="ui-stack">
      <PageHeader title="Personnel" description="Les comptes du back office : rôle, magasins d’un responsable, double authentification." />
      {staff.isError ? <Notice tone="error">{errorText(staff.error)}</Notice> : null}
      {current ? (
        <Panel title={`Modifier ${current.email}`}>
          <EditStaffForm key={current.id} member={current} isSelf={current.id === me.id} onClose={() => setEditing(null)} />
        </Panel>
      ) : null}
      <StaffTable staff={staff.data ?? []} loading={staff.isPending} onEdit={setEditing} />
      <Panel title="Ajouter un membre">
        <CreateStaffForm />
      </Panel>
    </div>
  );
}
