/** The six networks of the share sheet, in the documented order (docs/accounts.md#share-sheet). */
export const SHARE_NETWORKS = ['messenger', 'telegram', 'whatsapp', 'instagram', 'x', 'facebook'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

/** The invitation link: the app's sign-in page carrying the inviter's UID as the referral code. */
export function invitationLink(origin: string, uid: string | number): string {
  return `${origin.replace(/\/+$/, '')}/login?ref=${encodeURIComponent(String(uid))}`;
}

/**
 * The share URL of each network, opened in a new tab. Instagram has no web share URL: the sheet
 * copies the link first, then opens Instagram's direct messages.
 */
export function shareUrl(network: ShareNetwork, link: string, message: string): string {
  const u = encodeURIComponent(link);
  const text = encodeURIComponent(message);
  const both = encodeURIComponent(`${message} ${link}`);
  switch (network) {
    case 'messenger':
      return `https://www.facebook.com/dialog/send?link=${u}&redirect_uri=${u}`;
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
