import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A support list (requests, SIM reservations): one button per row, the open one marked (aria-current); a sentence when empty. */
export function SupportRows<T extends { id: number }>({
  items,
  openId,
  onOpen,
  label,
  emptyText,
  children,
}: {
  items: T[];
  openId: number | null;
  onOpen: (id: number) => void;
  /** The list's accessible name. */
  label: string;
  emptyText: string;
  /** One row's content (inside its button). */
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="ui-muted support-empty">{emptyText}</p>;
  return (
    <ul className="support-list" aria-label={label}>
      {items.map((r) => (
        <li key={r.id}>
          <button type="button" className="support-row" aria-current={r.id === openId ? 'true' : undefined} onClick={() => onOpen(r.id)}>
            {children(r)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A row's flag: a small icon, then its words. */
export function RowFlag({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="support-row-flag">
      <Icon size={14} aria-hidden="true" /> {children}
    </span>
  );
}
