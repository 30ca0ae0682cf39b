import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './Button.tsx';

/** Server paging under a table: "21–40 sur 153", previous / next. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="ui-pager" aria-label="Pagination">
      <span aria-live="polite">
        {first}–{last} sur {total}
      </span>
      <div className="ui-pager-buttons">
        <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft size={16} aria-hidden="true" />
          Précédent
        </Button>
        <span>
          Page {page} / {pages}
        </span>
        <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Suivant
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
