/** A waiting state with its text for screen readers (role=status). */
export function Spinner({ label, fullPage = false }: { label: string; fullPage?: boolean }) {
  return (
    <div className={fullPage ? 'ui-spinner ui-spinner-page' : 'ui-spinner'} role="status">
      <span className="ui-spinner-dot" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
