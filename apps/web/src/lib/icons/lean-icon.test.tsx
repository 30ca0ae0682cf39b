import { Bell, House, Info, ScanLine, X } from 'lucide-react';
import * as bell from 'lucide-react/icons/bell';
import * as house from 'lucide-react/icons/house';
import * as info from 'lucide-react/icons/info';
import * as scanLine from 'lucide-react/icons/scan-line';
import * as x from 'lucide-react/icons/x';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type LeanIconProps, type LucideIconData } from './lean-icon.ts';

/** The build's icons against lucide-react's own: the same markup for every way the app draws one. */
const data = (module: object) => (module as { __iconData: LucideIconData }).__iconData;
const pairs: [string, ComponentType<LeanIconProps>, ComponentType<LeanIconProps>][] = [
  ['house (with an alias)', House, createLucideIcon(data(house))],
  ['bell', Bell, createLucideIcon(data(bell))],
  ['info', Info, createLucideIcon(data(info))],
  ['scan-line', ScanLine, createLucideIcon(data(scanLine))],
  ['x', X, createLucideIcon(data(x))],
];

const propSets: [string, LeanIconProps][] = [
  ['no props', {}],
  ['size and aria-hidden', { size: 20, 'aria-hidden': true }],
  ['size, stroke width and class', { size: 16, strokeWidth: 2.2, className: 'a  b a' }],
  ['a colour and a label', { color: '#e30613', 'aria-label': 'Fermer' }],
  ['a role and a title prop', { role: 'img', width: 30, height: 18 }],
  ['absolute stroke width', { size: 48, strokeWidth: 3, absoluteStrokeWidth: true }],
  ['a child title', { children: <title>Alerte</title> }],
  ['other attributes', { style: { color: 'red' }, onClick: () => undefined, 'data-testid': 'icon' } as LeanIconProps],
];

describe('the lean icons runtime', () => {
  for (const [name, Lucide, Lean] of pairs)
    it(`draws ${name} as lucide-react does`, () => {
      for (const [label, props] of propSets)
        expect(renderToStaticMarkup(<Lean {...props} />), label).toBe(renderToStaticMarkup(<Lucide {...props} />));
    });

  it('forwards a ref to the svg, as lucide-react does', () => {
    expect((createLucideIcon(data(x)) as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.forward_ref'));
  });
});
