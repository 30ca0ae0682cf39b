import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { eagerWrappers } from '../../vite-eager-compile-plugin.ts';

const parse = (code: string) => parseAst(code);
/** A module body of n statements, about 20 characters each. */
const body = (n: number) => Array.from({ length: n }, (_, i) => `e.k${i}=${i}*2;`).join('');

describe('CommonJS wrappers compiled eagerly (docs/shell.md#start-up-in-short-tasks)', () => {
  it('writes a long wrapped module as a parenthesized function expression, which V8 compiles with the script', () => {
    const code = `var t=(e)=>{let n;return()=>n||(e((n={exports:{}}).exports,n),n.exports)};var b=t((e=>{${body(50)}}));b();`;
    const out = eagerWrappers(code, parse, 200);
    expect(out).toContain('var b=t((function(e){e.k0=0*2;');
    expect(out).not.toContain('t((e=>');
    // The runtime's own small arrow is left alone.
    expect(out).toContain('var t=(e)=>{');
    const exports: Record<string, number> = {};
    new Function('exports', out.replace('b();', 'Object.assign(exports, b());'))(exports);
    expect(exports.k49).toBe(98);
  });

  it('adds the parenthesis when the call does not have one before the arrow', () => {
    const code = `var b=t(e=>{${body(50)}}),c=1;`;
    expect(eagerWrappers(code, parse, 200)).toBe(`var b=t((function(e){${body(50)}})),c=1;`);
  });

  it('finds the arrows after French and Arabic text (positions are characters, not bytes)', () => {
    const code = `var s="Dernière chance — آخر فرصة",b=t(((e,n)=>{${body(50)}}));`;
    expect(eagerWrappers(code, parse, 200)).toBe(`var s="Dernière chance — آخر فرصة",b=t((function(e,n){${body(50)}}));`);
  });

  it('leaves short modules, arrows that use their scope’s this or arguments, and nested calls', () => {
    const short = `var b=t((e=>{${body(5)}}));`;
    expect(eagerWrappers(short, parse, 200)).toBe(short);
    const usesThis = `var b=t((e=>{${body(50)}this.x=1}));`;
    expect(eagerWrappers(usesThis, parse, 200)).toBe(usesThis);
    const usesArguments = `var b=t((e=>{${body(50)}e.a=arguments}));`;
    expect(eagerWrappers(usesArguments, parse, 200)).toBe(usesArguments);
    // `this` inside a function of the module is that function's own: the wrapper can still change.
    const ownThis = `var b=t((e=>{${body(50)}function f(){return this}}));`;
    expect(eagerWrappers(ownThis, parse, 200)).toContain('t((function(e){');
    const nested = `function f(){var b=t((e=>{${body(50)}}))}`;
    expect(eagerWrappers(nested, parse, 200)).toBe(nested);
  });
});
