/**
 * A text's body as blocks (docs/content.md#first-versions): paragraphs split by a blank line, a
 * line starting with '## ' is a heading, a block whose lines all start with '- ' is a list. Each
 * text is cut into plain runs and e-mail addresses (shown as mailto links). No HTML is ever read.
 */
export type Run = { kind: 'text'; text: string } | { kind: 'email'; text: string };
export type Block = { kind: 'heading'; runs: Run[] } | { kind: 'paragraph'; runs: Run[] } | { kind: 'list'; items: Run[][] };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  let at = 0;
  for (const match of text.matchAll(EMAIL)) {
    const start = match.index;
    if (start > at) runs.push({ kind: 'text', text: text.slice(at, start) });
    runs.push({ kind: 'email', text: match[0] });
    at = start + match[0].length;
  }
  if (at < text.length) runs.push({ kind: 'text', text: text.slice(at) });
  return runs;
}

export function parseBody(body: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of body.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = raw
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    while (lines.length && lines[0]!.startsWith('## ')) {
      blocks.push({ kind: 'heading', runs: runsOf(lines.shift()!.slice(3).trim()) });
    }
    if (!lines.length) continue;
    if (lines.every((l) => l.startsWith('- '))) blocks.push({ kind: 'list', items: lines.map((l) => runsOf(l.slice(2).trim())) });
    else blocks.push({ kind: 'paragraph', runs: runsOf(lines.join(' ')) });
  }
  return blocks;
}
