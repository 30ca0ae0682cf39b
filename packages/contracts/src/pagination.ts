import { z } from 'zod';

/** Every list is paged: ?page=1&pageSize=24 (at most 100 a page). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().describe('Number of items over all pages'),
    hasMore: z.boolean(),
  });

/** A plain calendar date in Tunis, "YYYY-MM-DD". */
export const PlainDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'expected a date like 2026-11-24')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    message: 'not a real calendar date',
  });

/** A comma-separated list of integer ids, e.g. "516,519,517" (at most 50). */
export const IdList = z
  .string()
  .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'expected comma-separated ids like 516,519,517')
  .transform((s) => s.split(',').map(Number));
