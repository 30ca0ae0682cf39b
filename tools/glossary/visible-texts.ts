import ts from 'typescript';

/**
 * The user-visible texts of one TypeScript source, read from its syntax tree (comments are never
 * texts). A string is a text when it is:
 * - a value in a dictionary file (the apps' *.fr.ts / *.ar.ts / fr.ts / ar.ts / texts*.ts and the
 *   error-text tables): every value there is shown, whatever it looks like ('pts', 'Voucher');
 * - JSX text, or a string given to a JSX attribute that is shown (not className, href, data-*…),
 *   directly or through an expression ({cond ? 'A' : 'B'});
 * - the value of a property that is shown (label, title, text, body_fr, subject, caption…);
 * - any other string written in Arabic, or in French (accents, « », ’ or French little words), or
 *   that is not identifier-like and not developers' English ('Voucher', 'Offres last chance'): the
 *   server's SMS, push, e-mail, PDF and inbox texts, the back office's labels and messages.
 * Never a text: module paths, property names and keys, literal types, translation keys (t('…')),
 * routes (href('…')), zod .describe() and OpenAPI route schemas (English documentation for
 * developers), log lines, and, outside the dictionaries, identifier-like strings with no space, no
 * capital and no accent ('voucher', 'last-chance', 'my-gift-vouchers', 'voucher_id', 'tab=voucher').
 */

export interface VisibleText {
  line: number;
  text: string;
  script: 'fr' | 'ar';
}

/** Files whose every string value is a shopper's or staff member's text. */
export function isDictionary(file: string): boolean {
  const name = file.split('/').pop() ?? '';
  return (
    /^(?:fr|ar)\.ts$|\.(?:fr|ar)\.ts$|^texts(?:\.(?:fr|ar))?\.ts$|error-texts\.ts$|-texts(?:\.(?:fr|ar))?\.ts$/.test(name) &&
    !/^register/.test(name)
  );
}

/** JSX attributes that are never shown. */
const HIDDEN_ATTRIBUTES = new Set([
  'className',
  'id',
  'key',
  'href',
  'to',
  'name',
  'type',
  'value',
  'defaultValue',
  'role',
  'htmlFor',
  'src',
  'srcSet',
  'rel',
  'target',
  'lang',
  'dir',
  'autoComplete',
  'inputMode',
  'pattern',
  'method',
  'accept',
  'capture',
  'form',
  'variant',
  'size',
  'tone',
  'as',
  'testId',
  'icon',
  'kind',
  'mode',
  'route',
  'tab',
  'path',
  'enterKeyHint',
  'loading',
  'decoding',
  'fetchPriority',
  'sizes',
  'media',
  'download',
  'action',
  'encType',
  'accessKey',
  'slot',
  'part',
  'style',
  'fill',
  'stroke',
  'viewBox',
  'd',
  'xmlns',
  'transform',
  'strokeLinecap',
  'strokeLinejoin',
  'fillRule',
  'clipRule',
  'points',
  'aria-hidden',
  'aria-live',
  'aria-current',
  'aria-controls',
  'aria-describedby',
  'aria-labelledby',
  'aria-haspopup',
  'aria-expanded',
  'aria-invalid',
]);

/** Object keys whose string value is shown even when it does not look French ('Last chance'). */
const SHOWN_KEYS = new Set([
  'label',
  'title',
  'text',
  'body',
  'body_fr',
  'body_ar',
  'title_fr',
  'title_ar',
  'label_ar',
  'text_ar',
  'subject',
  'caption',
  'placeholder',
  'hint',
  'emptyText',
  'header',
  'heading',
  'description_ar',
  'name_ar',
]);

/** Object keys whose string value is code (an API value), even in a dictionary file. */
const CODE_KEYS = new Set([
  'type',
  'kind',
  'id',
  'code',
  'status',
  'amount_type',
  'key',
  'slug',
  'icon',
  'route',
  'href',
  'path',
  'testId',
  'tab',
  'sku',
]);

/** Calls whose string arguments are code: translation keys, routes, schema docs, storage keys, logs. */
const CODE_CALLS = new Set([
  't',
  'href',
  'describe',
  'require',
  'sql',
  'raw',
  'querySelector',
  'querySelectorAll',
  'getItem',
  'setItem',
  'removeItem',
  'addEventListener',
  'removeEventListener',
  'getByTestId',
  'getAttribute',
  'setAttribute',
  'startsWith',
  'endsWith',
  'includes',
  'split',
  'join',
  'replace',
  'replaceAll',
  'matchMedia',
  'createElement',
  'fetch',
  'get',
  'post',
  'put',
  'patch',
  'delete',
  'route',
  'child',
  'lazyRoute',
  'registerLazyTexts',
  'registerTexts',
  'Symbol',
  'RegExp',
]);
const LOGGERS = /^(?:console|log|logger|(?:\w+\.)*log)$/;

const ARABIC = /[\u0600-\u06FF]/;
const FRENCH =
  /[àâçéèêëîïôûùüÿœ«»’]|\b(?:le|la|les|des|du|de|un|une|vos|votre|mes|mon|ma|aucun|aucune|pour|avec|est|sur|dans|et|ou|au|aux|en|ce|cette|ces|pas)\b/i;
/** Developers' English (error messages for logs and API clients): never read by shoppers or staff. */
const ENGLISH =
  /\b(?:the|of|and|or|is|are|to|with|by|such|when|its|which|from|for|this|that|an|not|each|only|must|should|cannot|can't|no longer)\b/i;
/** No space, no accent, and no capital, or only inside a camelCase name ('lastChance', 'voucher_id'). */
const CODE_LIKE = /^[^\sA-Z\u0080-\uFFFF]*$|^[a-z][\w.:/-]*$/;

function propertyKey(name: ts.PropertyName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  return undefined;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): { name?: string; object?: string } {
  const e = call.expression;
  if (ts.isIdentifier(e)) return { name: e.text };
  if (ts.isPropertyAccessExpression(e)) return { name: e.name.text, object: e.expression.getText() };
  return {};
}

type Context = 'code' | 'shown' | 'plain';

/** Where a literal sits: in code, in a place that is shown, or plain (shown when it reads as prose). */
function contextOf(node: ts.Node): Context {
  let child: ts.Node = node;
  let parent = node.parent;
  while (parent) {
    if (
      ts.isImportDeclaration(parent) ||
      ts.isExportDeclaration(parent) ||
      ts.isExternalModuleReference(parent) ||
      ts.isLiteralTypeNode(parent)
    )
      return 'code';
    if (ts.isImportTypeNode(parent) || ts.isTypeNode(parent)) return 'code';
    if (ts.isComputedPropertyName(parent)) return 'code';
    if (ts.isElementAccessExpression(parent) && parent.argumentExpression === child) return 'code';
    if (
      (ts.isPropertyAssignment(parent) ||
        ts.isPropertySignature(parent) ||
        ts.isPropertyDeclaration(parent) ||
        ts.isMethodDeclaration(parent) ||
        ts.isEnumMember(parent)) &&
      parent.name === child
    )
      return 'code';
    if (ts.isCaseClause(parent) && parent.expression === child) return 'code';
    if (ts.isBinaryExpression(parent) && /^(?:===|!==|==|!=|in)$/.test(parent.operatorToken.getText())) return 'code';
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      if (parent.expression === child) return 'plain';
      if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return 'code';
      const { name, object } = calleeName(parent);
      if (name && CODE_CALLS.has(name)) return 'code';
      if (object && LOGGERS.test(object)) return 'code';
    }
    if (ts.isPropertyAssignment(parent)) {
      const key = propertyKey(parent.name);
      if (key === 'schema' || key === 'summary' || key === 'tags' || key === 'operationId') return 'code';
      if (key && CODE_KEYS.has(key) && parent.initializer === node) return 'code';
      if (key && SHOWN_KEYS.has(key) && parent.initializer === child) return 'shown';
    }
    if (ts.isJsxAttribute(parent)) {
      const attr = parent.name.getText();
      return HIDDEN_ATTRIBUTES.has(attr) || attr.startsWith('data-') || /^on[A-Z]/.test(attr) ? 'code' : 'shown';
    }
    if (ts.isJsxExpression(parent) && (ts.isJsxElement(parent.parent) || ts.isJsxFragment(parent.parent))) return 'shown';
    if (ts.isBlock(parent) || ts.isSourceFile(parent) || ts.isFunctionLike(parent)) return 'plain';
    child = parent;
    parent = parent.parent;
  }
  return 'plain';
}

function templateText(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((s) => `{{x}}${s.literal.text}`).join('');
}

export function visibleTexts(file: string, code: string): VisibleText[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const dictionary = isDictionary(file);
  const out: VisibleText[] = [];
  const add = (node: ts.Node, text: string, context: Context) => {
    if (!text.trim() || context === 'code') return;
    const script = ARABIC.test(text) ? 'ar' : 'fr';
    if (!/\p{L}/u.test(text)) return;
    if (script === 'fr' && !dictionary) {
      if (CODE_LIKE.test(text)) return;
      if (context === 'plain' && !FRENCH.test(text) && ENGLISH.test(text)) return;
    }
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    out.push({ line, text, script });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      add(node, node.text, contextOf(node));
      return;
    }
    if (ts.isTemplateExpression(node)) {
      // A tagged template (sql`…`) is code.
      if (!ts.isTaggedTemplateExpression(node.parent)) add(node, templateText(node), contextOf(node));
      node.templateSpans.forEach((s) => visit(s.expression));
      return;
    }
    if (ts.isJsxText(node)) {
      add(node, node.text.replace(/\s+/g, ' ').trim(), 'shown');
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}
