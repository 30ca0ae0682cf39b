import type { StaffSession } from '@qadhya/contracts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';

export interface CodeOutcome {
  onSession: (s: StaffSession) => void;
  /** The ticket is spent (unknown or expired, no code tries left, or the factor locked): back to the password step. */
  onRestart: (why: string) => void;
  /** Any other refusal, shown above the form. */
  onError: (message: string) => void;
}

/** Sends the code of the enrolment or of the sign-in (`call`) and routes its answer. */
export async function sendCode(call: () => Promise<StaffSession>, { onSession, onRestart, onError }: CodeOutcome): Promise<void> {
  try {
    onSession(await call());
  } catch (error) {
    if (
      isApiError(error) &&
      (error.code === 'STAFF_TICKET_INVALID' ||
        error.code === 'STAFF_FACTOR_LOCKED' ||
        (error.code === 'TOTP_INVALID' && error.attemptsLeft === 0))
    ) {
      onRestart(errorText(error));
      return;
    }
    onError(errorText(error));
  }
}
