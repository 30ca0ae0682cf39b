import type { ReactNode } from 'react';
import type { FieldValues, Path, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { focusFirstInvalid, shownError } from '../../../lib/forms/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from '../auth.module.css';
import { ChoiceField, PasswordField, PhoneField, TextField } from './fields.tsx';

interface ProfileShape extends FieldValues {
  NAME: string;
  LASTNAME: string;
  GENDER: string;
  BIRTHDATE: string;
  EMAIL: string;
  ADDRESS: string;
  LANGUAGE: string;
}

/** NAME, LASTNAME, GENDER, BIRTHDATE, EMAIL and the phone slot, ADDRESS, LANGUAGE. */
function ProfileFields<T extends ProfileShape>({ form, phone }: { form: UseFormReturn<T, unknown, T>; phone: ReactNode }) {
  const { t } = useTranslation();
  const state = form.formState;
  const reg = (name: string) => form.register(name as Path<T>);
  const err = (name: string) => shownError(state, name as Path<T>);
  return (
    <>
      <div className={styles.row}>
        <TextField label={t('auth.fields.name')} error={err('NAME')} testId="name" input={{ ...reg('NAME'), autoComplete: 'given-name' }} />
        <TextField
          label={t('auth.fields.lastname')}
          error={err('LASTNAME')}
          testId="lastname"
          input={{ ...reg('LASTNAME'), autoComplete: 'family-name' }}
        />
      </div>
      <ChoiceField
        label={t('auth.fields.gender')}
        error={err('GENDER')}
        testId="gender"
        name="GENDER"
        options={[
          { value: 'homme', label: t('auth.fields.homme') },
          { value: 'femme', label: t('auth.fields.femme') },
        ]}
        input={reg('GENDER')}
      />
      <TextField
        label={t('auth.fields.birthdate')}
        error={err('BIRTHDATE')}
        testId="birthdate"
        input={{ ...reg('BIRTHDATE'), type: 'date', autoComplete: 'bday' }}
      />
      <TextField
        label={t('auth.fields.email')}
        error={err('EMAIL')}
        testId="email"
        input={{
          ...reg('EMAIL'),
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          placeholder: t('auth.fields.emailPlaceholder'),
          dir: 'ltr',
        }}
      />
      {phone}
      <TextField
        label={t('auth.fields.address')}
        error={err('ADDRESS')}
        testId="address"
        input={{ ...reg('ADDRESS'), autoComplete: 'street-address', placeholder: t('auth.fields.addressPlaceholder') }}
      />
      <ChoiceField
        label={t('auth.fields.language')}
        testId="lang"
        name="LANGUAGE"
        options={[
          { value: 'fr', label: t('auth.fields.fr'), lang: 'fr' },
          { value: 'ar', label: t('auth.fields.ar'), lang: 'ar' },
        ]}
        input={reg('LANGUAGE')}
      />
    </>
  );
}

interface ProfileFormProps<T extends ProfileShape> {
  form: UseFormReturn<T, unknown, T>;
  onValid: SubmitHandler<T>;
  /** 'client' or 'register': the form's and its fields' test ids. */
  testId: string;
  /** The phone of 'Nouveau client !' is the account's, shown read-only. */
  phoneReadOnly?: boolean;
  passwordHint: string;
  /** What follows the password (the terms box, the buttons). */
  children: ReactNode;
}

/**
 * The form of 'Nouveau client !' and 'S'inscrire': the profile fields, the phone and a new password;
 * an invalid submit puts the focus on the first invalid field.
 */
export function ProfileForm<T extends ProfileShape & { PHONE: string; PASSWORD: string }>({
  form,
  onValid,
  testId,
  phoneReadOnly,
  passwordHint,
  children,
}: ProfileFormProps<T>) {
  const { t } = useTranslation();
  const phone = form.register('PHONE' as Path<T>);
  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        const el = e.currentTarget;
        void form.handleSubmit(onValid, () => focusFirstInvalid(el))(e);
      }}
      noValidate
      data-testid={`${testId}-form`}
    >
      <ProfileFields
        form={form}
        phone={
          <PhoneField
            label={t('auth.common.phone')}
            error={shownError(form.formState, 'PHONE' as Path<T>)}
            testId={`${testId}-phone`}
            input={phoneReadOnly ? { ...phone, readOnly: true } : phone}
          />
        }
      />
      <PasswordField
        label={t('auth.common.password')}
        error={shownError(form.formState, 'PASSWORD' as Path<T>)}
        hint={passwordHint}
        testId={`${testId}-password`}
        input={{ ...form.register('PASSWORD' as Path<T>), autoComplete: 'new-password' }}
      />
      {children}
    </form>
  );
}
