import { describe, expect, it } from 'vitest';
import { invitationLink, SHARE_NETWORKS, shareUrl, SYSTEM_SHARED } from './share-links.ts';

describe('share links', () => {
  it('builds the invitation link with the referral code', () => {
    expect(invitationLink('https://qadhya.tn/', 'K7M2QX9P')).toBe('https://qadhya.tn/login?ref=K7M2QX9P');
    expect(invitationLink('http://127.0.0.1:4000', 'AB34CD56')).toBe('http://127.0.0.1:4000/login?ref=AB34CD56');
  });

  it('gives every network a share URL that carries the link (Instagram: its inbox), none needing an app id', () => {
    const link = invitationLink('https://qadhya.tn', 'K7M2QX9P');
    expect(SHARE_NETWORKS).toEqual(['messenger', 'telegram', 'whatsapp', 'instagram', 'x', 'facebook']);
    for (const network of SHARE_NETWORKS) {
      const url = new URL(shareUrl(network, link, 'Rejoignez-moi'));
      expect(url.protocol).toBe('https:');
      expect(url.search).not.toMatch(/app_id/);
      // Instagram and Messenger: the sheet copies the link, then opens the network's own page.
      if (network !== 'instagram' && network !== 'messenger') expect(decodeURIComponent(url.search)).toContain(link);
    }
    expect(shareUrl('whatsapp', link, 'Salut')).toBe(`https://wa.me/?text=${encodeURIComponent(`Salut ${link}`)}`);
    expect(shareUrl('facebook', link, 'x')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    expect(shareUrl('telegram', link, 'a b')).toContain('t.me/share/url?url=');
    expect(shareUrl('x', link, 'a')).toContain('x.com/intent/post');
    // Messenger's web dialog (facebook.com/dialog/send) refuses a link without an app id: the system share
    // where the browser has one, else its site (the sheet copies the link first).
    expect(shareUrl('messenger', link, 'a')).toBe('https://www.messenger.com/');
    expect([...SYSTEM_SHARED]).toEqual(['messenger']);
  });
});
