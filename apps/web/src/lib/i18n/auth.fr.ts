/** French texts of the auth screens (issue 5). Texts quoted by the spec are copied exactly. */
export const authFr = {
  placeholder: '',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type AuthTexts = Widen<typeof authFr>;
