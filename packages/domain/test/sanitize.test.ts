import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSecretKey, SECRET_KEYS, sanitizeBody, sanitizeField, sanitizeQuery, sanitizeText } from '../src/sanitize.ts';

describe('sanitizeText', () => {
  it('removes script elements with their content, any case', () => {
    expect(sanitizeText('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeText('a<SCRIPT type="text/javascript">x()</ScRiPt >b')).toBe('ab');
    expect(sanitizeText('a<script>\nmulti\nline\n</script>b<script>c</script>d')).toBe('abd');
  });
  it('removes orphan and unclosed script tags', () => {
    expect(sanitizeText('x</script>y')).toBe('xy');
    expect(sanitizeText('x<script>alert(1)')).toBe('xalert(1)');
    expect(sanitizeText('x<script src=//evil')).toBe('x');
    expect(sanitizeText('<scr<script>x</script>ipt>alert(1)</script>')).toBe('alert(1)');
  });
  it('replaces PHP tags by ***', () => {
    expect(sanitizeText('<?php echo 1; ?>')).toBe('*** echo 1; ***');
    expect(sanitizeText('<?= $x ?>')).toBe('*** $x ***');
    expect(sanitizeText('<? x')).toBe('*** x');
    expect(sanitizeText('<?PHP x')).toBe('*** x');
    expect(sanitizeText('fin ?>')).toBe('fin ***');
    expect(sanitizeText('<<?php?>')).toBe('<******');
  });
  it('leaves ordinary text alone', () => {
    for (const s of ['Lait demi-écrémé 1L', 'prix < 5 DT ?', 'a > b', '', 'Qu’est-ce que c’est ?', '<b>gras</b>', '<scrip>'])
      expect(sanitizeText(s)).toBe(s);
  });
  const nasty = fc.string({
    unit: fc.constantFrom('<', '>', '?', '/', 'script', 'SCRIPT', 'Script', 'php', '=', ' ', 'a', 'scr', 'ipt', '\n'),
  });
  it('property: no "<script" and no "<?" survive', () => {
    for (const arb of [nasty, fc.string(), fc.string({ unit: 'binary' })]) {
      fc.assert(
        fc.property(arb, (s) => {
          const out = sanitizeText(s);
          expect(out.toLowerCase()).not.toContain('<script');
          expect(out).not.toContain('<?');
          expect(sanitizeText(out)).toBe(out); // idempotent
        }),
        { numRuns: 2000 },
      );
    }
  }, 60_000); // 6,000 generated strings: seconds on a loaded 2-core machine
  it("property: strings without '<' and '?>' are unchanged", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('>', '?', 'a', 'script', ' ', '/', 'php', 'é') }), (s) => {
        fc.pre(!s.includes('<') && !s.includes('?>'));
        expect(sanitizeText(s)).toBe(s);
      }),
    );
  });
});

describe('sanitizeQuery', () => {
  it('sanitises string values and arrays of strings, keeps the rest', () => {
    const q = { q: 'lait<script>x</script>', tags: ['a<?php', 'b', 3], page: 2, on: true, none: null, und: undefined };
    expect(sanitizeQuery(q)).toEqual({ q: 'lait', tags: ['a***', 'b', 3], page: 2, on: true, none: null, und: undefined });
    expect(q.q).toBe('lait<script>x</script>'); // input untouched
  });
});

describe('sanitizeBody', () => {
  it('sanitises deep through objects and arrays', () => {
    const body = { name: '<script>x</script>Ali', items: [{ note: '<?= 1 ?>' }, ['<script>'], 7], nested: { deeper: { s: 'ok?>' } } };
    expect(sanitizeBody(body)).toEqual({ name: 'Ali', items: [{ note: '*** 1 ***' }, [''], 7], nested: { deeper: { s: 'ok***' } } });
    expect(body.name).toBe('<script>x</script>Ali');
  });
  it('sanitises a bare string or array body', () => {
    expect(sanitizeBody('<?php')).toBe('***');
    expect(sanitizeBody(['<script>a</script>b'])).toEqual(['b']);
  });
  it('leaves non-strings and non-plain objects untouched', () => {
    const date = new Date(0);
    const blob = new Blob(['<script>x</script>']);
    const form = new FormData();
    form.set('a', '<script>x</script>');
    const file = new File(['<?php'], 'f.txt');
    const out = sanitizeBody({ date, blob, form, file, n: 1, b: false, z: null });
    expect(out.date).toBe(date);
    expect(out.blob).toBe(blob);
    expect(out.form).toBe(form);
    expect(out.file).toBe(file);
    expect(form.get('a')).toBe('<script>x</script>');
    expect(out).toMatchObject({ n: 1, b: false, z: null });
    expect(sanitizeBody(42)).toBe(42);
    expect(sanitizeBody(null)).toBe(null);
    expect(sanitizeBody(undefined)).toBe(undefined);
  });
  it('survives cycles and null-prototype objects', () => {
    const a: Record<string, unknown> = { s: '<?' };
    a.self = a;
    const out = sanitizeBody(a);
    expect(out.s).toBe('***');
    expect(out.self).toBe(out);
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { s: '<script>' });
    expect(sanitizeBody(bare).s).toBe('');
  });
  it('property: no string value in the result contains "<script" or "<?" (keys are left alone)', () => {
    const strings = (v: unknown): string[] =>
      typeof v === 'string'
        ? [v]
        : Array.isArray(v)
          ? v.flatMap(strings)
          : v && typeof v === 'object'
            ? Object.entries(v).flatMap(([k, x]) => (isSecretKey(k) ? [] : strings(x)))
            : [];
    const tainted = fc.oneof(fc.string(), fc.constantFrom('<script>x</script>', '<?php', '?>', '<SCRIPT', '<scr<script>ipt>'));
    const json = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        tainted,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(tie('value')),
        fc.dictionary(fc.string(), tie('value')),
      ),
    })).value;
    fc.assert(
      fc.property(json, (v) => {
        for (const s of strings(sanitizeBody(v))) {
          expect(s.toLowerCase()).not.toContain('<script');
          expect(s).not.toContain('<?');
        }
      }),
    );
  });
});

describe('secrets are never rewritten (issue 12: a password a<?b became a***b)', () => {
  const tricky = ['a<?b', '<script>x</script>pw', 'p?>ss', '<?php secret', 'a<scr<script>ipt>b'];
  it('names the secret keys in one place', () => {
    for (const key of ['PASSWORD', 'CURRENT_PASSWORD', 'CODE', 'reset_token', 'token']) {
      expect(SECRET_KEYS).toContain(key);
      expect(isSecretKey(key)).toBe(true);
    }
    expect(isSecretKey('password')).toBe(true);
    expect(isSecretKey('fcm_token')).toBe(true);
    expect(isSecretKey('OLD_PASSWORD')).toBe(true);
    for (const key of ['NAME', 'ADDRESS', 'q', 'codes', 'barcode', 'DEVICE_ID', 'tokenizer']) expect(isSecretKey(key)).toBe(false);
  });
  it('a body keeps its secrets exactly as typed, at any depth, and still cleans the rest', () => {
    for (const pw of tricky) {
      const body = {
        NAME: 'a<?b',
        PASSWORD: pw,
        CURRENT_PASSWORD: pw,
        CODE: pw,
        reset_token: pw,
        token: pw,
        nested: { password: pw, note: '<?' },
      };
      expect(sanitizeBody(body)).toEqual({
        NAME: 'a***b',
        PASSWORD: pw,
        CURRENT_PASSWORD: pw,
        CODE: pw,
        reset_token: pw,
        token: pw,
        nested: { password: pw, note: '***' },
      });
    }
    expect(sanitizeBody({ PASSWORD: 'a<?b' }).PASSWORD).toBe('a<?b');
  });
  it('a query and a form field keep their secrets too', () => {
    expect(sanitizeQuery({ token: 'a<?b', q: 'a<?b' })).toEqual({ token: 'a<?b', q: 'a***b' });
    expect(sanitizeField('PASSWORD', 'a<?b')).toBe('a<?b');
    expect(sanitizeField('NAME', 'a<?b')).toBe('a***b');
  });
  it('property: any string under a secret key comes back unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SECRET_KEYS), fc.string(), (key, value) => {
        expect(sanitizeBody({ [key]: value })[key]).toBe(value);
        expect(sanitizeQuery({ [key]: value })[key]).toBe(value);
      }),
    );
  });
});
