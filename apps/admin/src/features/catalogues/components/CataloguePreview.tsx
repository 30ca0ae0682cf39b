import type { AdminCatalogueDetail } from '@qadhya/contracts';
import { Notice } from '../../../components/ui/Notice.tsx';
import { percentStyle } from '../model/zones.ts';
import { frenchLongDate } from '../model/week.ts';

/**
 * The pages as the shopper's flipbook gets them (the same images and zones), zones outlined. The
 * shoppers' app itself only shows a published catalogue, from its visibility time.
 */
export function CataloguePreview({ catalogue }: { catalogue: AdminCatalogueDetail }) {
  const viewer = `/layout/catalog-view/${catalogue.week}/${catalogue.year}`;
  return (
    <div className="ui-stack">
      <Notice tone="info">
        {catalogue.status === 'published' ? (
          <>
            Publié : les clients le voient depuis le {frenchLongDate(catalogue.visible_from)} à 13:00.{' '}
            <a href={viewer} target="_blank" rel="noreferrer">
              Ouvrir dans l’application des clients
            </a>
          </>
        ) : (
          <>Brouillon : les clients ne le voient pas. Une fois publié, il apparaîtra le {frenchLongDate(catalogue.visible_from)} à 13:00.</>
        )}
      </Notice>
      {catalogue.pages.length ? (
        <ul className="ui-tiles cat-preview" aria-label="Aperçu des pages">
          {catalogue.pages.map((p) => (
            <li key={p.page} className="cat-preview-page">
              <div className="cat-preview-frame">
                <img src={p.img} alt={`Page ${p.page}`} loading="lazy" />
                {p.zones.map((z) => (
                  <span key={z.sku} className="cat-preview-zone" style={percentStyle(z)} title={z.name}>
                    <span className="visually-hidden">{z.name}</span>
                  </span>
                ))}
              </div>
              <p>
                Page {p.page} · {p.zones.length} produit{p.zones.length > 1 ? 's' : ''}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="ui-muted">Aucune page : envoyez le PDF ou les images dans l’onglet « Pages et zones ».</p>
      )}
    </div>
  );
}
