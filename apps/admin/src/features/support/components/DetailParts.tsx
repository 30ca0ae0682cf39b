import type { ReactNode } from 'react';
import { Panel } from '../../../components/ui/Panel.tsx';

/** The open item's panel (a request, a SIM reservation): its title and « Fermer ». */
export function DetailPanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Panel
      title={title}
      actions={
        <button type="button" className="ui-button ui-button-ghost ui-button-sm" onClick={onClose}>
          Fermer
        </button>
      }
    >
      {children}
    </Panel>
  );
}

/** One line of the item's facts (inside `dl.support-facts`). */
export function Fact({ term, className, children }: { term: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** The shopper's account: name, UID, phone. */
export function ShopperFact({ shopper }: { shopper: { name: string; id: number; phone: string } }) {
  return (
    <>
      {shopper.name} · UID <code className="ui-mono">{shopper.id}</code> · <span className="ui-mono">{shopper.phone}</span>
    </>
  );
}
