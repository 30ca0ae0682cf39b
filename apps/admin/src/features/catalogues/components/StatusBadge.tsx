import type { CatalogueStatus } from '@qadhya/contracts';
import { Badge } from '../../../components/ui/Badge.tsx';

export function StatusBadge({ status }: { status: CatalogueStatus }) {
  return status === 'published' ? <Badge tone="success">Publié</Badge> : <Badge tone="warning">Brouillon</Badge>;
}
