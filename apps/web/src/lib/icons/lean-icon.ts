import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

/** An icon's drawing as lucide-react's icon modules hold it (`__iconData`). */
export interface LucideIconData {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  node: [string, Record<string, string | number>][];
  aliases?: unknown[];
}

type Length = string | number;

export interface LeanIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: Length;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

const cleanClasses = (classes: unknown[]) =>
  classes
    .filter((c, i, all): c is string => typeof c === 'string' && c.trim() !== '' && all.indexOf(c) === i)
    .join(' ')
    .trim();

const hasA11yProp = (props: object) => Object.keys(props).some((p) => p.startsWith('aria-') || p === 'role' || p === 'title');

/**
 * The icons' runtime in the web build (docs/shell.md#icons): lucide-react's icon modules call
 * createLucideIcon with their drawing, and the build points that call here instead of lucide's own
 * runtime (its attribute renaming, context and dynamic icons are ~7 KB of the first load the app
 * never uses). It draws the same <svg> as lucide-react 1.73 for the props the app passes (size,
 * color, strokeWidth, absoluteStrokeWidth, width, height, className, aria-* and the rest);
 * lean-icon.test.tsx compares the two.
 */
export default function createLucideIcon(data: LucideIconData) {
  const boxW = data.size ?? data.width ?? 24;
  const boxH = data.size ?? data.height ?? 24;
  const own = [data.name, ...(data.aliases ?? [])]
    .filter((a) => typeof a === 'string' && a.trim() !== '')
    .map((a) => `lucide-${a as string}`);
  const Icon = forwardRef<SVGSVGElement, LeanIconProps>(function LeanIcon(
    { color, size, width, height, strokeWidth, absoluteStrokeWidth, className = '', children, ...rest },
    ref,
  ) {
    const w = width ?? size ?? 24;
    const stroke = strokeWidth ?? 2;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: w,
        height: height ?? size ?? 24,
        viewBox: `0 0 ${boxW} ${boxH}`,
        fill: 'none',
        stroke: color ?? 'currentColor',
        strokeWidth: absoluteStrokeWidth ? (Number(stroke) * Number(boxW)) / Number(w) : stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: cleanClasses(['lucide', ...own, ...className.split(' ')]),
        ...(Boolean(children) || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      [...data.node.map(([tag, attrs]) => createElement(tag, attrs)), ...(Array.isArray(children) ? children : [children])],
    );
  });
  return Icon;
}
