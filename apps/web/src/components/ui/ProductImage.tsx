/**
 * A product's square picture in a card or a row (docs/web-ui-kit.md#productimage): hidden from
 * screen readers (the product's name beside it says it), its size reserved, loaded as it nears the
 * screen unless `eager` (the first cards), decoded off the main thread unless told `decoding="auto"`.
 */
export function ProductImage({
  src,
  name,
  size,
  eager = false,
  decoding = 'async',
  className,
}: {
  src: string;
  name: string;
  /** Its width and height in CSS pixels. */
  size: number;
  eager?: boolean;
  decoding?: 'async' | 'auto';
  className?: string;
}) {
  return (
    <img
      className={className}
      src={src}
      alt={name}
      aria-hidden
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding={decoding}
    />
  );
}
