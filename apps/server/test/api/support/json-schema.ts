/**
 * Just enough JSON Schema (as emitted in the OpenAPI 3.1 document) to build a valid sample,
 * a wrong-typed value, and to tell whether a raw query/path string certainly violates a schema.
 */
export type Schema = Record<string, unknown>;

export interface Doc {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema> };
}

export function resolve(doc: Doc, schema: unknown, depth = 0): Schema {
  if (!schema || typeof schema !== 'object' || depth > 20) return {};
  const s = schema as Schema;
  const ref = s.$ref;
  if (typeof ref === 'string') {
    const m = /^#\/components\/schemas\/(.+)$/.exec(ref);
    const target = m ? doc.components?.schemas?.[decodeURIComponent(m[1]!)] : undefined;
    return resolve(doc, target, depth + 1);
  }
  if (Array.isArray(s.allOf) && s.allOf.length === 1) return resolve(doc, s.allOf[0], depth + 1);
  return s;
}

/** The alternatives of an anyOf/oneOf (or the schema itself), null alternatives dropped. */
function branches(doc: Doc, schema: Schema): Schema[] {
  const alts = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (!Array.isArray(alts)) return [schema];
  return alts.map((a) => resolve(doc, a)).filter((a) => a.type !== 'null');
}

/** The single JSON type of a schema, or undefined when it allows several. */
export function singleType(doc: Doc, schema: Schema): string | undefined {
  const bs = branches(doc, schema);
  if (bs.length !== 1) return undefined;
  const b = bs[0]!;
  if (b.const !== undefined) return typeof b.const === 'string' ? 'string' : undefined;
  const t = b.type;
  if (typeof t === 'string') return t;
  if (Array.isArray(t)) {
    const nn = t.filter((x) => x !== 'null');
    return nn.length === 1 ? (nn[0] as string) : undefined;
  }
  if (Array.isArray(b.enum) && b.enum.every((e) => typeof e === 'string')) return 'string';
  return undefined;
}

const STRING_CANDIDATES = ['6191234567897', '1', 'abc', 'Tunis', '2026-11-24', 'super_lundi', 'x'];

function sampleString(s: Schema): string {
  switch (s.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'date':
      return '2026-11-24';
    case 'date-time':
      return '2026-11-24T12:30:00.000Z';
    case 'email':
      return 'client@example.tn';
    case 'uri':
    case 'url':
      return 'https://example.tn/';
  }
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Infinity;
  if (typeof s.pattern === 'string') {
    let re: RegExp | null = null;
    try {
      re = new RegExp(s.pattern, 'u');
    } catch {
      re = null;
    }
    const hit = re ? STRING_CANDIDATES.find((c) => re!.test(c) && c.length >= min && c.length <= max) : undefined;
    if (hit) return hit;
  }
  return 'x'.repeat(Math.min(Math.max(min, 1), max));
}

function sampleNumber(s: Schema, integer: boolean): number {
  let v = 1;
  if (typeof s.minimum === 'number') v = Math.max(v, s.minimum);
  if (typeof s.exclusiveMinimum === 'number') v = Math.max(v, s.exclusiveMinimum + 1);
  if (typeof s.maximum === 'number') v = Math.min(v, s.maximum);
  if (typeof s.exclusiveMaximum === 'number' && v >= s.exclusiveMaximum) v = s.exclusiveMaximum - 1;
  return integer ? Math.ceil(v) : v;
}

/** A value that should pass the schema (best effort: required properties only). */
export function sample(doc: Doc, schema: unknown, depth = 0): unknown {
  const s0 = resolve(doc, schema);
  const s = branches(doc, s0)[0] ?? s0;
  if (depth > 8) return null;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const t = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (t) {
    case 'string':
      return sampleString(s);
    case 'integer':
      return sampleNumber(s, true);
    case 'number':
      return sampleNumber(s, false);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const n = typeof s.minItems === 'number' ? Math.max(1, s.minItems) : 1;
      return Array.from({ length: n }, () => sample(doc, s.items, depth + 1));
    }
    case 'object':
    default: {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      const required = Array.isArray(s.required) ? (s.required as string[]) : [];
      return Object.fromEntries(required.map((k) => [k, sample(doc, props[k], depth + 1)]));
    }
  }
}

/** A value of a different JSON type than the schema's single type (undefined when unknown). */
export function wrongTyped(doc: Doc, schema: unknown): unknown {
  const s = resolve(doc, schema);
  switch (singleType(doc, s)) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'abc';
    case 'boolean':
      return 'maybe';
    case 'array':
      return 'not-an-array';
    case 'object':
      return 'not-an-object';
    default:
      return undefined;
  }
}

function stringViolates(s: Schema, raw: string): boolean | undefined {
  if (Array.isArray(s.enum)) return !s.enum.includes(raw);
  if (s.const !== undefined) return s.const !== raw;
  if (typeof s.minLength === 'number' && [...raw].length < s.minLength) return true;
  if (typeof s.maxLength === 'number' && [...raw].length > s.maxLength) return true;
  if (typeof s.pattern === 'string') {
    try {
      if (!new RegExp(s.pattern, 'u').test(raw)) return true;
    } catch {
      return undefined;
    }
  }
  if (s.format === 'uuid' && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) return true;
  if (s.format === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return true;
  return false;
}

function numberViolates(s: Schema, raw: string, integer: boolean): boolean | undefined {
  if (raw.trim() === '') return undefined; // Number('') is 0: depends on coercion
  const n = Number(raw);
  if (Number.isNaN(n) || !Number.isFinite(n)) return true;
  if (integer && !Number.isInteger(n)) return true;
  if (typeof s.minimum === 'number' && n < s.minimum) return true;
  if (typeof s.maximum === 'number' && n > s.maximum) return true;
  if (typeof s.exclusiveMinimum === 'number' && n <= s.exclusiveMinimum) return true;
  if (typeof s.exclusiveMaximum === 'number' && n >= s.exclusiveMaximum) return true;
  if (integer && !Number.isSafeInteger(n)) return undefined;
  return false;
}

/**
 * Whether the decoded path/query string `raw` certainly violates the schema (true), certainly
 * passes it (false), or cannot be told without knowing the route's coercion (undefined).
 */
export function rawViolates(doc: Doc, schema: unknown, raw: string): boolean | undefined {
  const s0 = resolve(doc, schema);
  const bs = branches(doc, s0);
  const answers = bs.map((b): boolean | undefined => {
    const t = Array.isArray(b.type) ? b.type.find((x) => x !== 'null') : b.type;
    if (b.const !== undefined || Array.isArray(b.enum)) return stringViolates(b, raw);
    switch (t) {
      case 'string':
        return stringViolates(b, raw);
      case 'integer':
        return numberViolates(b, raw, true);
      case 'number':
        return numberViolates(b, raw, false);
      case 'boolean':
        return raw === 'true' || raw === 'false' ? false : undefined;
      case 'array':
        return b.items ? rawViolates(doc, b.items, raw) : undefined;
      default:
        return undefined;
    }
  });
  if (answers.length === 0) return undefined;
  if (answers.some((a) => a === false)) return false;
  if (answers.every((a) => a === true)) return true;
  return undefined;
}
