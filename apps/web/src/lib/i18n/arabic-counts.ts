/**
 * A text catalogue with Arabic's counts: beside each French `x_one` / `x_other`, also `x_two`, `x_few`
 * and `x_many` (docs/glossary.md#counting-in-arabic). French never picks those forms, so its
 * catalogue leaves them out; the Arabic one must have them all, or it does not compile.
 */
export type WithArabicCounts<T> = {
  [K in keyof T]: T[K] extends string ? string : WithArabicCounts<T[K]>;
} & { [K in keyof T as K extends `${infer B}_other` ? `${B}_two` | `${B}_few` | `${B}_many` : never]: string };
