import { BudgetAllocationRequest, BudgetRequest, TicketAttachRequest } from '@qadhya/contracts';
import { z } from 'zod';
import { parseDinars } from './budget-input.ts';

/**
 * The purchases sheets' schemas, a chunk of their own fetched once a sheet is drawn (docs/forms.md#lazy-schemas):
 * named imports, so the build keeps only these schemas and the part of zod they use.
 */

/**
 * An amount typed in dinars on screen, the contract's millimes once read (at most three decimals).
 * The contracts' upper bound (100 000 DT) is left to the server, as before: its refusal shows under the field.
 */
const dinars = (min: number) =>
  z.string().transform((text, ctx) => {
    const millimes = parseDinars(text);
    if (millimes === null || millimes < min) {
      ctx.addIssue({ code: 'custom', params: { rule: 'format' } });
      return z.NEVER;
    }
    return millimes;
  });

/** PUT /wallet/budget's body, its amount typed in dinars. */
export const budgetSchema = BudgetRequest.extend({ amount: dinars(0) });
/** POST /wallet/budget/allocations' body: the member chosen in the list, the amount in dinars (more than 0). */
export const allocateSchema = BudgetAllocationRequest.extend({ amount: dinars(1) });
/** POST /wallet/tickets/attach's body. */
export { TicketAttachRequest as attachSchema };
