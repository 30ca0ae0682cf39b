import type { ErrorCode } from '@qadhya/contracts';
import { AppError } from '../../errors.ts';

/** One refused row of a list body: where (e.g. `items.2.sku`) and why. */
export interface RowError {
  path: string;
  message: string;
}

/**
 * 422 with every refused row in `details` (the ApiError shape of validation errors): the whole
 * list is refused, nothing is written (docs/back-office-content.md#row-errors).
 */
export function rowErrors(code: ErrorCode, message: string, details: RowError[]): AppError {
  return new AppError(422, code, message, {}, { details });
}

/** The staff member and address of a back-office write, for its audit line. */
export interface Actor {
  staffId: number;
  ip: string;
}
