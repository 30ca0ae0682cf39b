/** The search text of a back-office list without control characters (PostgreSQL refuses NUL), trimmed. */
export const cleanSearch = (q: string | undefined) => q?.replace(/\p{Cc}+/gu, ' ').trim() ?? '';
