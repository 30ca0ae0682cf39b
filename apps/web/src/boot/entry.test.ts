import { describe, expect, it } from 'vitest';
import { takeEntry } from '../../vite-boot-plugin.ts';

describe('the app entry taken out of index.html (started by the boot script after the first paint)', () => {
  const page = [
    '<head>',
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">',
    '    <link rel="modulepreload" crossorigin href="/assets/i18n-2.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">',
    '</head>',
  ].join('\n');

  it('takes the module script and its modulepreloads, and leaves the stylesheet', () => {
    const taken = takeEntry(page)!;
    expect(taken.entry).toEqual({ src: '/assets/index-abc.js', preloads: ['/assets/react-1.js', '/assets/i18n-2.js'] });
    expect(taken.html).not.toContain('<script type="module"');
    expect(taken.html).not.toContain('modulepreload');
    expect(taken.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
  });

  it('leaves a page without an entry script as it is', () => {
    expect(takeEntry('<head></head>')).toBeNull();
  });
});
