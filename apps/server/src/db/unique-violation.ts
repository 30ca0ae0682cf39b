/** Whether a failed write broke a unique constraint: PostgreSQL's unique_violation (23505, on PGlite too). */
export const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';
