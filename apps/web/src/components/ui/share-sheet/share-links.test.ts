import { describe, expect, it } from 'vitest';
import { invitationLink, SHARE_NETWORKS, shareUrl } from './share-links.ts';

describe('share links', () => {
  it('builds the invitation link with the UID as referral code', () => {
    expect(invitationLink('https://qadhya.tn/', 12345678)).toBe('https://qadhya.tn/login?ref=12345678');
    expect(invitationLink('http://127.0.0.1:4000', '87654321')).toBe('http://127.0.0.1:4000/login?ref=87654321');
  });

  it('gives every network an https share URL that carries the link (Instagram: its inbox)', () => {
    const link = invitationLink('https://qadhya.tn', 12345678);
    expect(SHARE_NETWORKS).toEqual(['messenger', 'telegram', 'whatsapp', 'instagram', 'x', 'facebook']);
    for (const network of SHARE_NETWORKS) {
      const url = new URL(shareUrl(network, link, 'Rejoignez-moi'));
      expect(url.protocol).toBe('https:');
      if (network !== 'instagram') expect(decodeURIComponent(url.search)).toContain(link);
    }
    expect(shareUrl('whatsapp', link, 'Salut')).toBe(`https://wa.me/?text=${encodeURIComponent(`Salut ${link}`)}`);
    expect(shareUrl('facebook', link, 'x')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    expect(shareUrl('telegram', link, 'a b')).toContain('t.me/share/url?url=');
    expect(shareUrl('x', link, 'a')).toContain('x.com/intent/post');
  });
});
