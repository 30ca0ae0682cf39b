/** The six networks of the share sheet, in the documented order (docs/accounts.md#share-sheet). */
export const SHARE_NETWORKS = ['messenger', 'telegram', 'whatsapp', 'instagram', 'x', 'facebook'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The invitation link: the app's sign-in page carrying the inviter's referral code (docs/referral.md#the-code-and-the-link). */
export function invitationLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/login?ref=${encodeURIComponent(code)}`;
}

/**
 * Networks the sheet hands to the system share when the browser has one: Messenger's web "send"
 * dialog needs a Facebook app id we do not have, so Messenger goes through the phone's own share
 * sheet (which lists Messenger when it is installed), else the link is copied and Messenger opens
 * to paste it, like Instagram (docs/referral.md#the-share-sheet).
 */
export const SYSTEM_SHARED: ReadonlySet<ShareNetwork> = new Set(['messenger']);

/**
 * The share URL of each network, opened in a new tab. Instagram has no web share URL: the sheet
 * copies the link first, then opens Instagram's direct messages. Messenger, where the browser has
 * no system share (see SYSTEM_SHARED): the same, with Messenger's own site, which hands over to the
 * app where it is installed and needs no app id.
 */
export function shareUrl(network: ShareNetwork, link: string, message: string): string {
  const u = encodeURIComponent(link);
  const text = encodeURIComponent(message);
  const both = encodeURIComponent(`${message} ${link}`);
  switch (network) {
    case 'messenger':
      return 'https://www.messenger.com/';
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${text}`;
    case 'whatsapp':
      return `https://wa.me/?text=${both}`;
    case 'instagram':
      return 'https://www.instagram.com/direct/inbox/';
    case 'x':
      return `https://x.com/intent/post?text=${text}&url=${u}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
  }
}
