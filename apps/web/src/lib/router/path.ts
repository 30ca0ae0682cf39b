/** Path patterns ('/layout/catalog-view/:week/:year', '*'): matching, ranking and building. */

export type Params = Record<string, string | undefined>;

type Trim<S extends string> = S extends `/${infer R}` ? R : S;
type ParamOf<Seg extends string> = Seg extends `:${infer Name}?`
  ? Name
  : Seg extends `:${infer Name}`
    ? Name
    : Seg extends '*'
      ? '*'
      : never;
type ParamsIn<S extends string> = S extends `${infer Head}/${infer Tail}` ? ParamOf<Head> | ParamsIn<Tail> : ParamOf<S>;
/** The param names of a path pattern: PathParam<'/a/:b/:c'> is 'b' | 'c'. */
export type PathParam<P extends string> = ParamsIn<Trim<P>>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Matches a whole pathname against a pattern (case-insensitive, trailing slash tolerated, params
 * decoded); a final '*' takes the rest of the path as params['*'].
 */
export function matchPath(pattern: string, pathname: string): Params | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const seg = want[i]!;
    if (seg === '*' && i === want.length - 1) {
      params['*'] = have.slice(i).map(decode).join('/');
      return params;
    }
    const value = have[i];
    if (value === undefined) return null;
    if (seg.startsWith(':')) params[seg.slice(1)] = decode(value);
    else if (seg.toLowerCase() !== decode(value).toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

/** React Router's ranking: more segments first, static (10) over dynamic (3) over a splat (-2). */
export function rankPath(pattern: string, index = false): number {
  const segs = segmentsOf(pattern);
  let score = segs.length + (index ? 2 : 0);
  for (const seg of segs) score += seg === '*' ? -2 : seg.startsWith(':') ? 3 : 10;
  return score;
}

/** Builds a path from a pattern: generatePath('/p/:id', { id: 'a b' }) → '/p/a%20b'. */
export function generatePath(pattern: string, params: Params = {}): string {
  const prefix = pattern.startsWith('/') ? '/' : '';
  const segs = segmentsOf(pattern).map((seg, i, all) => {
    if (seg === '*' && i === all.length - 1) return params['*'] ?? '';
    if (!seg.startsWith(':')) return seg;
    const value = params[seg.slice(1)];
    if (value == null) throw new Error(`Missing "${seg}" param`);
    return encodeURIComponent(value);
  });
  return prefix + segs.filter(Boolean).join('/');
}
