import { codeTextKey } from '../../../lib/api/error-notice.ts';
import { isApiError } from '../../../lib/api/index.ts';

/**
 * The text key a dialog shows for a failed write: the app's text of the API's stable code
 * (apiErrors.<code>), the wallet's "no connection" when the network failed, else the generic text.
 */
export function writeErrorKey(error: unknown): string {
  if (isApiError(error) && error.status === 0) return 'wallet.common.offline';
  return codeTextKey(isApiError(error) ? error.code : undefined);
}
