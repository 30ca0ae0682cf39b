export { Field, FieldError, type FieldProps } from './Field.tsx';
export { TextField } from './TextField.tsx';
export { TextArea } from './TextArea.tsx';
export { Select } from './Select.tsx';
export { Checkbox } from './Checkbox.tsx';
