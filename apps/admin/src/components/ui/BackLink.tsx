import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** « ← Toutes les … »: a detail page's way back to its list, above its header. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="ui-back-link">
      <ArrowLeft size={16} aria-hidden="true" />
      {children}
    </Link>
  );
}
