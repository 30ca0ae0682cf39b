import { Plus } from 'lucide-react';
import { Button } from './Button.tsx';

/** A page's « Nouveau … » button (primary, with a plus), in its header's actions. */
export function NewButton({ children, onClick }: { children: string; onClick: () => void }) {
  return (
    <Button variant="primary" onClick={onClick}>
      <Plus size={16} aria-hidden="true" />
      {children}
    </Button>
  );
}
