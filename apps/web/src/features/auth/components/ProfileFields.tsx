import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n/index.ts';
import styles from '../auth.module.css';
import { ChoiceField, TextField } from './fields.tsx';
import { shownError } from '../../../lib/forms/index.ts';

interface ProfileShape extends FieldValues {
  NAME: string;
  LASTNAME: string;
  GENDER: string;
  BIRTHDATE: string;
  EMAIL: string;
  ADDRESS: string;
  LANGUAGE: string;
}

/** NAME, LASTNAME, GENDER, BIRTHDATE, EMAIL and the phone slot, ADDRESS, LANGUAGE: shared by 'Nouveau client !' and 'S'inscrire'. */
export function ProfileFields<T extends ProfileShape>({ form, phone }: { form: UseFormReturn<T, unknown, T>; phone: React.ReactNode }) {
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
