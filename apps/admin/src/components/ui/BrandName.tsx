/** « Q » in its brand square, then « Qadhya Back office »: the sidebar's and the sign-in card's heading. Each place sizes the mark and colours the subtitle. */
export function BrandName({ markClassName, subClassName }: { markClassName: string; subClassName: string }) {
  return (
    <>
      <span className={`ui-brand-mark ${markClassName}`} aria-hidden="true">
        Q
      </span>
      <span>
        Qadhya <span className={subClassName}>Back office</span>
      </span>
    </>
  );
}
