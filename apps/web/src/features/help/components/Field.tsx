import { TextArea, TextField } from '../../../components/ui/form/index.ts';

export interface FieldProps {
  label: string;
  /** 'facultatif' after the label. */
  optional?: string;
  hint?: string;
  /** The message shown (the field was touched and is invalid). */
  error?: string | null;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
}

/** The kit's text field held by the report's own state (docs/forms.md): the value in, each change out. */
export function Field({ multiline, onChange, type = 'text', autoComplete, ...rest }: FieldProps) {
  return multiline ? (
    <TextArea {...rest} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <TextField {...rest} type={type} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} />
  );
}
