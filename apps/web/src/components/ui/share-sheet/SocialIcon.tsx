import type { ShareNetwork } from './share-links.ts';

/** Simple drawn glyphs of the six networks, white on the network's colour (24 × 24 grid). */
function Glyph({ network }: { network: ShareNetwork }) {
  switch (network) {
    case 'messenger':
      return (
        <>
          <path
            d="M12 3.5c-4.9 0-8.5 3.5-8.5 8 0 2.5 1.1 4.6 3 6.1V21l3-1.6c.8.2 1.6.3 2.5.3 4.9 0 8.5-3.5 8.5-8.2S16.9 3.5 12 3.5Z"
            fill="#fff"
          />
          <path
            d="m6.8 14.2 3.1-3.4 2 2.1 3.4-2.1-3.1 3.4-2-2.1-3.4 2.1Z"
            fill="#0a7cff"
            stroke="#0a7cff"
            strokeWidth="1.2"
            strokeLinejoin="round"
          />
        </>
      );
    case 'telegram':
      return (
        <path
          d="M20.6 4.3 3.4 11c-.9.4-.9 1.4 0 1.7l4.3 1.4 1.7 5.2c.2.6 1 .8 1.5.3l2.4-2.3 4.4 3.3c.6.4 1.4.1 1.5-.6l2.9-13.6c.2-.9-.6-1.5-1.5-1.1ZM9.2 14l8.2-6.2-6.6 7.1-.3 2.8L9.2 14Z"
          fill="#fff"
        />
      );
    case 'whatsapp':
      return (
        <>
          <path
            d="M12 3.2a8.6 8.6 0 0 0-7.4 13l-1.2 4.4 4.5-1.2A8.6 8.6 0 1 0 12 3.2Z"
            fill="none"
            stroke="#fff"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path
            d="M9 7.8c.3-.3.8-.3 1 .1l.8 1.8c.1.3 0 .6-.2.8l-.5.5c.6 1.3 1.7 2.4 3 3l.5-.5c.2-.2.5-.3.8-.2l1.8.8c.4.2.4.7.1 1l-.6.7c-.5.5-1.3.7-2 .4a9.3 9.3 0 0 1-5.2-5.2c-.3-.7-.1-1.5.4-2l.9-1.2Z"
            fill="#fff"
          />
        </>
      );
    case 'instagram':
      return (
        <>
          <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="#fff" strokeWidth="1.9" />
          <circle cx="12" cy="12" r="3.7" fill="none" stroke="#fff" strokeWidth="1.9" />
          <circle cx="16.9" cy="7.1" r="1.2" fill="#fff" />
        </>
      );
    case 'x':
      return (
        <path
          d="M5 4.5h3.9l3.6 5 4.2-5h2l-5.3 6.3 6.1 8.7h-3.9l-4-5.6-4.7 5.6H5l6-7.1L5 4.5Zm2.8 1.3 8.6 12.4h1.1L8.9 5.8H7.8Z"
          fill="#fff"
        />
      );
    case 'facebook':
      return (
        <path
          d="M13.4 21v-7.4h2.5l.4-3h-2.9V8.8c0-.8.3-1.4 1.5-1.4h1.5V4.8c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.1H8v3h2.5V21h2.9Z"
          fill="#fff"
        />
      );
  }
}

export function SocialIcon({ network, size = 48 }: { network: ShareNetwork; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden focusable="false">
      <defs>
        <linearGradient id="share-ig" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#fdc830" />
          <stop offset="0.5" stopColor="#e1306c" />
          <stop offset="1" stopColor="#833ab4" />
        </linearGradient>
        <linearGradient id="share-ms" x1="0" y1="1" x2="1" y2="0">
          <stop offset="0" stopColor="#0a7cff" />
          <stop offset="1" stopColor="#a334fa" />
        </linearGradient>
      </defs>
      <circle cx="12" cy="12" r="12" fill={BACKGROUND[network]} />
      <g transform="translate(2.4 2.4) scale(0.8)">
        <Glyph network={network} />
      </g>
    </svg>
  );
}

const BACKGROUND: Record<ShareNetwork, string> = {
  messenger: 'url(#share-ms)',
  telegram: '#29a9eb',
  whatsapp: '#25d366',
  instagram: 'url(#share-ig)',
  x: '#111111',
  facebook: '#1877f2',
};
