import { zodResolver } from '@hookform/resolvers/zod';
import { StaffUpdateRequest, type Staff } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { FormActions } from '../../../components/ui/FormActions.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { OnceSecret } from '../../../components/ui/OnceSecret.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { StorePicker } from '../../../lib/stores/StorePicker.tsx';
import type { StaffCreated } from '../api/create-staff.ts';
import { staffKey } from '../../../lib/staff/list-staff.ts';
import { resetStaffPassword } from '../api/reset-password.ts';
import { resetStaffTotp } from '../api/reset-totp.ts';
import { unlockStaffFactor } from '../api/unlock-factor.ts';
import { updateStaff } from '../api/update-staff.ts';
import { RoleSelect } from './RoleSelect.tsx';

type Form = z.input<typeof StaffUpdateRequest>;
type Reset = 'password' | 'totp' | 'unlock' | null;

/** One member's role, stores and disabled flag; new password or new second factor (lost phone). */
export function EditStaffForm({ member, isSelf, onClose }: { member: Staff; isSelf: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Reset>(null);
  const [newPassword, setNewPassword] = useState<StaffCreated | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { register, handleSubmit, control } = useForm<Form>({
    resolver: zodResolver(StaffUpdateRequest),
    defaultValues: { role: member.role, stores: member.stores, disabled: member.disabled },
  });
  const role = useWatch({ control, name: 'role' });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKey });
  const save = useMutation({
    mutationFn: (body: Form) => updateStaff(member.id, body),
    onSuccess: () => {
      setSaved('Modifications enregistrées.');
      refresh();
    },
  });
  const reset = useMutation({
    mutationFn: async (what: Exclude<Reset, null>) => {
      if (what === 'password') setNewPassword(await resetStaffPassword(member.id));
      else if (what === 'unlock') await unlockStaffFactor(member.id);
      else await resetStaffTotp(member.id);
      return what;
    },
    onSuccess: (what) => {
      setAsking(null);
      setSaved(
        what === 'totp'
          ? 'Double authentification réinitialisée : elle sera activée à nouveau à la prochaine connexion.'
          : what === 'unlock'
            ? 'Second facteur débloqué : le membre peut se connecter à nouveau.'
            : null,
      );
      refresh();
    },
    onError: () => setAsking(null),
  });

  const submit = handleSubmit((values) => {
    setSaved(null);
    const body: Form = isSelf ? { stores: values.stores } : values;
    if (values.role !== 'store_manager') body.stores = [];
    save.mutate(body);
  });

  return (
    <form className="ui-form" onSubmit={submit} noValidate aria-label={`Modifier ${member.email}`}>
      {saved ? <Notice tone="success">{saved}</Notice> : null}
      {newPassword ? (
        <OnceSecret label={`Nouveau mot de passe provisoire de ${member.email}`} value={newPassword.initial_password} />
      ) : null}
      {save.isError ? <Notice tone="error">{errorText(save.error)}</Notice> : null}
      {reset.isError ? <Notice tone="error">{errorText(reset.error)}</Notice> : null}
      <div className="ui-form-row">
        <Field label="Rôle" hint={isSelf ? 'Vous ne pouvez pas changer votre propre rôle.' : undefined}>
          <RoleSelect disabled={isSelf} {...register('role')} />
        </Field>
        <label className="ui-check" style={{ alignSelf: 'end', minHeight: 'var(--control-height)' }}>
          <input type="checkbox" disabled={isSelf} {...register('disabled')} />
          Compte désactivé
        </label>
      </div>
      {role === 'store_manager' ? (
        <Controller
          control={control}
          name="stores"
          render={({ field }) => <StorePicker legend="Magasins gérés" value={field.value ?? []} onChange={field.onChange} />}
        />
      ) : null}
      <FormActions submit="Enregistrer" busy={save.isPending}>
        {!isSelf ? (
          <>
            {member.factor_locked ? <Button onClick={() => setAsking('unlock')}>Débloquer le second facteur</Button> : null}
            <Button onClick={() => setAsking('password')}>Nouveau mot de passe</Button>
            <Button onClick={() => setAsking('totp')} disabled={!member.totp_enrolled}>
              Réinitialiser la double authentification
            </Button>
          </>
        ) : null}
        <Button onClick={onClose}>Fermer</Button>
      </FormActions>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'password'
            ? 'Donner un nouveau mot de passe ?'
            : asking === 'unlock'
              ? 'Débloquer le second facteur ?'
              : 'Réinitialiser la double authentification ?'
        }
        confirmLabel="Confirmer"
        danger
        busy={reset.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => asking && reset.mutate(asking)}
      >
        {asking === 'password'
          ? `Les sessions de ${member.email} sont fermées ; un mot de passe provisoire s’affichera une fois.`
          : asking === 'unlock'
            ? `Trop de codes incorrects ont été saisis pour ${member.email}. Vérifiez avec la personne que c’était bien elle avant de débloquer : le journal d’audit garde chaque essai.`
            : `Les sessions de ${member.email} sont fermées ; à sa prochaine connexion, il ou elle scannera un nouveau code QR.`}
      </ConfirmDialog>
    </form>
  );
}
