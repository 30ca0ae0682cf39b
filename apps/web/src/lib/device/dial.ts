/**
 * Handing a number or a USSD to the phone's dialer (docs/phone-top-up.md#dialling).
 */

/** What the dial check reads of the device. */
export interface DialEnvironment {
  userAgent: string;
  /** `(pointer: coarse)`: the primary pointer is a finger. */
  coarsePointer: boolean;
}

/** Phones' user agents: Android phones say "Mobile"; iPhone; the older and rarer ones. */
const PHONE_AGENT = /\b(Mobile|iPhone|iPod|Android|Windows Phone|IEMobile|Opera Mini)\b/i;

/**
 * Whether this device can place a call (docs/phone-top-up.md#dialling): a phone's user agent AND a
 * finger as the primary pointer. A desktop has a mouse (fine pointer) and a desktop user agent; a
 * touch laptop keeps a desktop agent; a desktop browser narrowed to a phone's width keeps both. A
 * tablet with an Android agent counts as a phone: many have a SIM, and the link is shown anyway.
 */
export function canDial(env: DialEnvironment): boolean {
  return env.coarsePointer && PHONE_AGENT.test(env.userAgent);
}

/** canDial() on this browser. */
export function deviceCanDial(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false;
  const coarsePointer = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return canDial({ userAgent: navigator.userAgent, coarsePointer });
}

/**
 * Opens the dialer on `href` (a tel: link, '#' already written '%23'): a link is clicked in the
 * page, as a tap on it would be, so the browser hands it to the dialer and the page stays where it
 * is. A failure is only logged (scan and dial failures show nothing to the shopper).
 */
export function dial(href: string, doc: Pick<Document, 'createElement' | 'body'> = document): boolean {
  if (!href.startsWith('tel:')) throw new RangeError(`dial: a tel: link expected, got "${href}"`);
  const link = doc.createElement('a');
  link.href = href;
  link.hidden = true;
  link.rel = 'noopener';
  try {
    doc.body.append(link);
    link.click();
    return true;
  } catch (error) {
    console.warn('[dial] dial failed', error);
    return false;
  } finally {
    link.remove();
  }
}
