/** A code printed under its barcode (the card's number, an offer's code): left to right in Arabic too, its name said before it. */
export function CodeText({ className, label, code, testId }: { className?: string; label: string; code: string; testId: string }) {
  return (
    <p className={className}>
      <span className="visually-hidden">{label} </span>
      <bdi dir="ltr" data-testid={testId}>
        {code}
      </bdi>
    </p>
  );
}
