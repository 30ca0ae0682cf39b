import type { CatalogueImage } from '@qadhya/contracts';

/** The pages as thumbnails; the selected one is edited below. */
export function PageThumbnails({
  pages,
  selected,
  onSelect,
}: {
  pages: CatalogueImage[];
  selected: number;
  onSelect: (page: number) => void;
}) {
  return (
    <ul className="cat-thumbs" aria-label="Pages du catalogue">
      {pages.map((p) => (
        <li key={p.page}>
          <button type="button" className="cat-thumb" aria-pressed={p.page === selected} onClick={() => onSelect(p.page)}>
            <img src={p.img} alt="" loading="lazy" width={70} height={100} />
            <span>
              Page {p.page}
              <span className="ui-muted">
                {' '}
                · {p.zones.length} zone{p.zones.length > 1 ? 's' : ''}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
