import { copyText } from '../../../lib/device/clipboard.ts';

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * 'Partager Coupon': the system share sheet (Web Share) with the text and the code; where there is
 * none, the same text copied to the clipboard. A share the shopper cancels is not an error.
 */
export async function shareOffer(text: string, nav: Pick<Navigator, 'share'> | undefined = globalThis.navigator): Promise<ShareOutcome> {
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share({ text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(text)) ? 'copied' : 'failed';
}
