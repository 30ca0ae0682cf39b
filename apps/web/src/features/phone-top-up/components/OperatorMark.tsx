import type { OperatorKey } from '@qadhya/domain';

/**
 * A small drawn mark per operator, in its colour (our own drawing, no logo file): decoration beside
 * the operator's name, hidden from screen readers. The colours are the brands' (logos are exempt
 * from the contrast rules); the shapes on them are decoration.
 */
export function OperatorMark({ operator, size = 48 }: { operator: OperatorKey; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false" data-operator={operator}>
      {operator === 'ooredoo' && (
        <>
          <rect width="48" height="48" rx="14" fill="#ed1c24" />
          <circle cx="17" cy="25" r="7.5" fill="none" stroke="#ffffff" strokeWidth="4" />
          <circle cx="31" cy="25" r="7.5" fill="none" stroke="#ffffff" strokeWidth="4" />
        </>
      )}
      {operator === 'tt' && (
        <>
          <rect width="48" height="48" rx="14" fill="#0a4d94" />
          <path d="M13 15h22M24 15v20" stroke="#ffffff" strokeWidth="5" strokeLinecap="round" fill="none" />
          <circle cx="35" cy="34" r="4" fill="#ffa033" />
        </>
      )}
      {operator === 'orange' && (
        <>
          <rect width="48" height="48" rx="4" fill="#ff7900" />
          <rect x="8" y="33" width="18" height="5" fill="#ffffff" />
        </>
      )}
    </svg>
  );
}
