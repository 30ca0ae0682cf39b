import type { ReactNode } from 'react';
import { Button } from './Button.tsx';

/** A form's row of buttons: the others first (children: « Annuler », « Fermer »…), then its primary submit button, last. */
export function FormActions({
  submit,
  busy,
  disabled,
  children,
}: {
  /** The submit button's label. */
  submit: ReactNode;
  busy?: boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="ui-form-actions">
      {children}
      <Button type="submit" variant="primary" busy={busy} disabled={disabled}>
        {submit}
      </Button>
    </div>
  );
}
