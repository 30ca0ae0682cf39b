import ts from 'typescript';

/**
 * The check of docs/formats.md#the-check: outside packages/domain/src, no code builds a date, a
 * time, a price or a percent by hand. It reads one TypeScript source's syntax tree (comments are
 * never read) and returns what it finds, each as a line and a rule:
 *
 * - `intl`: `new Intl.DateTimeFormat`, `new Intl.NumberFormat` (called with or without `new`),
 *   `Intl.RelativeTimeFormat`. Intl.PluralRules, Collator and Segmenter are not formats.
 * - `to-locale`: `.toLocaleString(`, `.toLocaleDateString(`, `.toLocaleTimeString(`
 *   (toLocaleLowerCase and toLocaleUpperCase change a text's case: not formats).
 * - `glued-unit`: a value glued to a unit in a template literal, a `+` concatenation or JSX text:
 *   `${x}%`, `x + ' DT'`, `{x} د.ت`, `${x} دينار`, `${x}٪`, and hours glued to minutes by an « h »
 *   (`${h}h${m}`, `${h}h00`); in a text, a placeholder glued to a unit ('{{value}} DT', '{{n}} %'):
 *   the value must come formatted, unit included, from packages/domain.
 * - `padded-date`: values padded by `padStart(2, '0')` (or by a helper of the file that does it)
 *   joined with `/` or `:` into a date or a time, in a template literal, a concatenation or a
 *   `.join('/')`.
 *
 * Layout is not text: a percent in a style (a `style` attribute or object, a CSS property such as
 * `width`, `inlineSize`, `transform`, `insetInlineStart`, a CSS custom property, `style.x = …`,
 * `setProperty`, a CSS function such as `translateX(…%)` or a CSS declaration `width: …%`) is never
 * reported, nor a SQL LIKE pattern (`%${q}%`, a value given to `like`/`ilike`, an escaped pattern).
 * Anything else is reported: an exception is justified one by one in exceptions.ts.
 */

export type Rule = 'intl' | 'to-locale' | 'glued-unit' | 'padded-date';

export interface Finding {
  line: number;
  rule: Rule;
  /** The code found, on one line and cut short: what an exception names. */
  code: string;
}

/** A unit just after a value: percent signs, the currency in both languages, dinars in words. */
const UNIT_AFTER = /^(?:[\s\u00a0\u202f]|&nbsp;|&#160;)*(?:%|٪|DT(?![A-Za-z])|TND(?![A-Za-z])|د\s?\.\s?ت|دينار|دنانير)/;
/** An i18next placeholder: `{{amount}}`. */
const PLACEHOLDER = /\{\{\s*\w+\s*\}\}/g;
/** « h » between hours and minutes: `${h}h${m}` (the literal between is just « h »), `${h}h00`. */
const HOURS_H_BETWEEN = /^[\s\u00a0\u202f]?h[\s\u00a0\u202f]?$/;
const HOURS_H_DIGITS = /^[\s\u00a0\u202f]?h\d{2}/;
/** An ISO 8601 value for a machine (an input's value, a query): `{}-{}-{}T{}:{}`, `{}T{}:00`. */
const ISO_SHAPE = /\{\}-\{\}-\{\}T|\{\}T\{\}:|^\{\}:\{\}:(?:\{\}|00)$/;
const DATE_SEPARATOR = /^[\s\u00a0\u202f]*[/:][\s\u00a0\u202f]*$/;

/** CSS properties (and SVG attributes) whose percent is layout. */
const LAYOUT_NAMES = new Set([
  'style',
  'width',
  'height',
  'minWidth',
  'maxWidth',
  'minHeight',
  'maxHeight',
  'inlineSize',
  'blockSize',
  'minInlineSize',
  'maxInlineSize',
  'minBlockSize',
  'maxBlockSize',
  'transform',
  'translate',
  'scale',
  'rotate',
  'transformOrigin',
  'inset',
  'insetInline',
  'insetBlock',
  'insetInlineStart',
  'insetInlineEnd',
  'insetBlockStart',
  'insetBlockEnd',
  'left',
  'right',
  'top',
  'bottom',
  'margin',
  'marginInlineStart',
  'marginInlineEnd',
  'padding',
  'paddingInlineStart',
  'paddingInlineEnd',
  'flexBasis',
  'backgroundPosition',
  'backgroundSize',
  'objectPosition',
  'clipPath',
  'maskPosition',
  'background',
  'backgroundImage',
  'offset',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fontSize',
  'lineHeight',
  'opacity',
  'filter',
]);
/** A name that says layout: `barWidth`, `leftPct`, `offsetX`, `cssTransform`, `gradient`. */
const LAYOUT_NAME = /width|height|size|inset|offset|left|right|top|bottom|transform|translate|position|style|css|gradient|clip/i;
/** CSS in a template's own text: a CSS function or a declaration (`width: ${x}%`). */
const CSS_TEXT =
  /(?:translate[XYZ3d]*|calc|rotate|scale|(?:linear|radial|conic)-gradient|inset|polygon|circle|ellipse|rgba?|hsla?|var|min|max|clamp)\(|(?:^|[;{]\s*)-{0,2}[a-z][a-z-]*:\s*[^;]*$/;
const LIKE_OPERATOR = /^(?:not\s+)?i?like$/i;

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function snippet(source: ts.SourceFile, node: ts.Node): string {
  const text = node.getText(source).replace(/\s+/g, ' ');
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

function nameText(name: ts.Node | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) || ts.isNoSubstitutionTemplateLiteral(name))
    return name.text;
  if (ts.isJsxNamespacedName(name)) return name.name.text;
  return undefined;
}

const isLayoutName = (name: string | undefined) => !!name && (LAYOUT_NAMES.has(name) || name.startsWith('--') || LAYOUT_NAME.test(name));

/** The text of a template literal with its values as `{}`: what a CSS or LIKE test reads. */
function literalText(node: ts.Node): string {
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `{}${s.literal.text}`).join('');
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return `${literalText(node.left)}${literalText(node.right)}`;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return '{}';
}

/** The calls of a function named `name` in the file. */
function callsOf(source: ts.SourceFile, name: string): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/**
 * Is this string built for a style (layout), not for a reader? A helper of the file
 * (`const pct = (v, of) => `${(v / of) * 100}%``) is layout when every call of it is.
 */
function inLayout(node: ts.Node, depth = 0): boolean {
  if (CSS_TEXT.test(literalText(node))) return true;
  let child: ts.Node = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) return isLayoutName(nameText(parent.name));
    if (ts.isPropertyAssignment(parent) && parent.initializer === child && isLayoutName(nameText(parent.name))) return true;
    if (ts.isVariableDeclaration(parent)) {
      if (isLayoutName(nameText(parent.name))) return true;
      const helper = parent.initializer && (ts.isArrowFunction(parent.initializer) || ts.isFunctionExpression(parent.initializer));
      if (!helper || depth > 1 || !ts.isIdentifier(parent.name)) return false;
      const calls = callsOf(parent.getSourceFile(), parent.name.text);
      return calls.length > 0 && calls.every((c) => inLayout(c, depth + 1));
    }
    if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && parent.right === child) {
      const target = parent.left.getText();
      return /\.style\b/.test(target) || isLayoutName(target.split('.').pop());
    }
    if (ts.isCallExpression(parent)) {
      const callee = parent.expression.getText();
      if (/(?:^|\.)(?:setProperty|animate)$/.test(callee)) return true;
    }
    if (ts.isTemplateSpan(parent) && CSS_TEXT.test(literalText(parent.parent))) return true;
    if (ts.isBlock(parent) || ts.isSourceFile(parent) || ts.isReturnStatement(parent)) return false;
  }
  return false;
}

/** Is this string a SQL LIKE pattern (`%${q}%`, given to like/ilike, built from an escaped value)? */
function inLikePattern(node: ts.Node): boolean {
  const text = literalText(node);
  if (/^%\{\}/.test(text) || /%\{\}%/.test(text)) return true;
  if (/escape|like/i.test(node.getText())) return true;
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isTaggedTemplateExpression(parent)) return true;
    if (ts.isCallExpression(parent) && parent.arguments.some((a) => ts.isStringLiteralLike(a) && LIKE_OPERATOR.test(a.text.trim())))
      return true;
    if (ts.isVariableDeclaration(parent)) return /like|pattern/i.test(nameText(parent.name) ?? '');
    if (ts.isBlock(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

const isPadStart2 = (node: ts.Node): boolean =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'padStart' &&
  node.arguments.length === 2 &&
  ts.isNumericLiteral(node.arguments[0]!) &&
  node.arguments[0]!.text === '2' &&
  ts.isStringLiteralLike(node.arguments[1]!) &&
  node.arguments[1]!.text === '0';

function contains(node: ts.Node, test: (n: ts.Node) => boolean): boolean {
  if (test(node)) return true;
  return !!ts.forEachChild(node, (c) => (contains(c, test) ? true : undefined));
}

/** The file's own padding helpers: `const two = (n) => String(n).padStart(2, '0')`. */
function padHelpers(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const init = node.initializer;
      if ((ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && contains(init, isPadStart2)) names.add(node.name.text);
    }
    if (ts.isFunctionDeclaration(node) && node.name && node.body && contains(node.body, isPadStart2)) names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The operands of a `+` chain, left to right. */
function plusOperands(node: ts.Expression): ts.Expression[] {
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return [...plusOperands(node.left), ...plusOperands(node.right)];
  if (ts.isParenthesizedExpression(node)) return plusOperands(node.expression);
  return [node];
}

const isTextLiteral = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

export function handBuiltFormats(file: string, code: string): Finding[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const helpers = padHelpers(source);
  const padded = (n: ts.Node) =>
    contains(n, (c) => isPadStart2(c) || (ts.isCallExpression(c) && ts.isIdentifier(c.expression) && helpers.has(c.expression.text)));
  const out: Finding[] = [];
  const report = (node: ts.Node, rule: Rule) => out.push({ line: lineOf(source, node), rule, code: snippet(source, node) });
  const gluedUnit = (node: ts.Node) => {
    if (!inLayout(node) && !inLikePattern(node)) report(node, 'glued-unit');
  };

  const visit = (node: ts.Node): void => {
    // intl: the formatters of Intl that write dates, numbers and relative times.
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isPropertyAccessExpression(node.expression)) {
      const { expression, name } = node.expression;
      const resolvedOnly =
        ts.isPropertyAccessExpression(node.parent) && /^(?:resolvedOptions|supportedLocalesOf)$/.test(node.parent.name.text);
      if (ts.isIdentifier(expression) && expression.text === 'Intl' && /^(?:DateTimeFormat|NumberFormat)$/.test(name.text) && !resolvedOnly)
        report(node, 'intl');
      if (ts.isCallExpression(node) && /^toLocale(?:Date|Time)?String$/.test(name.text)) report(node, 'to-locale');
    }
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'Intl' &&
      node.name.text === 'RelativeTimeFormat'
    )
      report(node, 'intl');

    // Template literals: a unit after a value, « h » between hours and minutes, padded parts joined by / or :.
    if (ts.isTemplateExpression(node) && !ts.isTaggedTemplateExpression(node.parent)) {
      const spans = node.templateSpans;
      const unit = spans.some((s) => UNIT_AFTER.test(s.literal.text));
      const hours = spans.some(
        (s, i) => (HOURS_H_BETWEEN.test(s.literal.text) && i < spans.length - 1) || HOURS_H_DIGITS.test(s.literal.text),
      );
      if (unit || hours) gluedUnit(node);
      const separated = spans.slice(0, -1).some((s) => DATE_SEPARATOR.test(s.literal.text));
      if (separated && !ISO_SHAPE.test(literalText(node)) && spans.some((s) => padded(s.expression))) report(node, 'padded-date');
    }

    // A text with a placeholder glued to a unit: '{{value}} DT', '{{percent}} %', '{{h}}h{{m}}'.
    if (isTextLiteral(node)) {
      const glued = [...node.text.matchAll(PLACEHOLDER)].some((m) => {
        const after = node.text.slice(m.index + m[0].length);
        return UNIT_AFTER.test(after) || HOURS_H_DIGITS.test(after) || /^[\s\u00a0\u202f]?h[\s\u00a0\u202f]?\{\{/.test(after);
      });
      if (glued) gluedUnit(node);
    }

    // Concatenations: the outermost `+` of a chain.
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      !(ts.isBinaryExpression(node.parent) && node.parent.operatorToken.kind === ts.SyntaxKind.PlusToken) &&
      !ts.isParenthesizedExpression(node.parent)
    ) {
      const parts = plusOperands(node);
      const glued = parts.some((p, i) => i > 0 && isTextLiteral(p) && UNIT_AFTER.test(p.text) && !isTextLiteral(parts[i - 1]!));
      if (glued) gluedUnit(node);
      const separated = parts.some((p) => isTextLiteral(p) && DATE_SEPARATOR.test(p.text));
      if (separated && parts.some((p) => !isTextLiteral(p) && padded(p))) report(node, 'padded-date');
    }

    // [hh, mm].join(':')
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'join' &&
      node.arguments.length === 1 &&
      ts.isStringLiteralLike(node.arguments[0]!) &&
      DATE_SEPARATOR.test(node.arguments[0]!.text) &&
      padded(node.expression.expression)
    )
      report(node, 'padded-date');

    // JSX: {value}% or {value} DT written as the text after an expression.
    if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const siblings = node.parent.children;
      const next = siblings[siblings.indexOf(node as ts.JsxChild) + 1];
      if (next && ts.isJsxText(next) && UNIT_AFTER.test(next.text)) gluedUnit(node);
    }

    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}
