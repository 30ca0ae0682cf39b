import { AdminZonesRequest, CATALOGUE_MAX_ZONES_PER_PAGE, type CatalogueImage } from '@qadhya/contracts';
import { formatMoney } from '@qadhya/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { errorText } from '../../../lib/api/error-text.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { dinarsToMillimes } from '../../../lib/forms/dinars.ts';
import { listCatalogueProducts } from '../api/list-catalogue-products.ts';
import { putZones } from '../api/put-zones.ts';
import { fromServer, newKey, serverRowErrors, toRequest, zoneBody, type DraftZone, type Rect, type RowErrors } from '../model/zones.ts';
import { ZoneCanvas } from './ZoneCanvas.tsx';
import { ZoneForm } from './ZoneForm.tsx';

/** A zone's price as typed in dinars, written as the back office writes money (docs/formats.md); as typed when it is no price. */
const zonePrice = (typed: string) => {
  const millimes = typed ? dinarsToMillimes(typed) : null;
  return millimes === null ? typed : formatMoney(millimes, 'fr');
};

/** The page's zones as edited (prices typed in dinars). */
interface ZonesForm {
  zones: DraftZone[];
}

/**
 * Checked with the route's body schema (PUT /admin/catalogues/:id/pages/:page/zones) once the dinars
 * are millimes, plus what a row needs before (a product, two amounts); each refused row's problems
 * are listed by `toRequest`, with the same schema.
 */
const resolver = contractResolver<ZonesForm, typeof AdminZonesRequest>({
  schema: AdminZonesRequest,
  toBody: (f) => ({ zones: f.zones.map(zoneBody) }),
  rules: (f) => ({ zones: toRequest(f.zones).ok ? undefined : 'Des zones sont à corriger.' }),
});

const pageZonesKey = (id: number, page: number) => ['catalogues', id, 'products', 'page', page] as const;

/** The page's zones with their prices (one server call), then the editor on them. */
export function ZoneEditor({ catalogueId, page }: { catalogueId: number; page: CatalogueImage }) {
  const zones = useQuery({
    queryKey: pageZonesKey(catalogueId, page.page),
    queryFn: () => listCatalogueProducts(catalogueId, 1, CATALOGUE_MAX_ZONES_PER_PAGE, page.page),
  });
  if (zones.isPending) return <Spinner label="Chargement des zones…" />;
  if (zones.isError) return <Notice tone="error">{errorText(zones.error)}</Notice>;
  return <PageZones key={page.page} catalogueId={catalogueId} page={page} initial={zones.data.items.map(fromServer)} />;
}

function PageZones({ catalogueId, page, initial }: { catalogueId: number; page: CatalogueImage; initial: DraftZone[] }) {
  const queryClient = useQueryClient();
  const form = useForm<ZonesForm, unknown, AdminZonesRequest>({ resolver, defaultValues: { zones: initial } });
  const zones = useWatch({ control: form.control, name: 'zones' });
  const dirty = form.formState.isDirty;
  const [selected, setSelected] = useState<string | null>(initial[0]?.key ?? null);
  const [rowErrors, setRowErrors] = useState<RowErrors>({});
  const save = useMutation({
    mutationFn: (body: Parameters<typeof putZones>[2]) => putZones(catalogueId, page.page, body),
    onSuccess: (saved) => {
      const fresh = saved.zones.map(fromServer);
      form.reset({ zones: fresh });
      setSelected(fresh[0]?.key ?? null);
      void queryClient.invalidateQueries({ queryKey: ['catalogues'] });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'CATALOGUE_ZONES_INVALID') setRowErrors(serverRowErrors(error.details));
    },
  });

  const change = (next: DraftZone[]) => {
    form.setValue('zones', next, { shouldDirty: true });
    save.reset();
  };
  const add = (rect: Rect) => {
    if (zones.length >= CATALOGUE_MAX_ZONES_PER_PAGE) return;
    const zone: DraftZone = { key: newKey(), sku: '', name: '', price: '', old_price: '', ...rect };
    change([...zones, zone]);
    setSelected(zone.key);
  };
  const submit = form.handleSubmit(
    (body) => {
      setRowErrors({});
      save.mutate(body.zones);
    },
    () => {
      const checked = toRequest(form.getValues('zones'));
      if (!checked.ok) setRowErrors(checked.errors);
    },
  );
  const index = zones.findIndex((z) => z.key === selected);
  const current = index >= 0 ? zones[index] : undefined;
  const invalid = new Set(Object.keys(rowErrors).map((i) => zones[Number(i)]?.key ?? ''));
  const errorCount = Object.keys(rowErrors).length;

  return (
    <div className="ui-columns cat-editor">
      <div className="cat-editor-page">
        <p className="ui-hint" id="zone-help">
          Tracez un rectangle sur la page (souris, stylet ou doigt) pour créer une zone, puis liez-la à un produit.
        </p>
        <ZoneCanvas
          img={page.img}
          page={page.page}
          zones={zones}
          selected={selected}
          invalid={invalid}
          onSelect={setSelected}
          onDraw={add}
        />
      </div>
      <div className="cat-editor-side">
        <div className="cat-editor-actions">
          <Button size="sm" onClick={() => add({ x: 125, y: 200, w: 100, h: 100 })} disabled={zones.length >= CATALOGUE_MAX_ZONES_PER_PAGE}>
            <Plus size={14} aria-hidden="true" />
            Ajouter une zone
          </Button>
          <Button variant="primary" size="sm" onClick={() => void submit()} busy={save.isPending} disabled={!dirty}>
            <Save size={14} aria-hidden="true" />
            Enregistrer les zones de la page {page.page}
          </Button>
        </div>
        {save.isSuccess && !dirty ? <Notice tone="success">Zones de la page {page.page} enregistrées.</Notice> : null}
        {errorCount ? (
          <Notice tone="error">{`${errorCount} zone${errorCount > 1 ? 's' : ''} à corriger : rien n’a été enregistré.`}</Notice>
        ) : null}
        {save.isError && !(isApiError(save.error) && save.error.code === 'CATALOGUE_ZONES_INVALID') ? (
          <Notice tone="error">{errorText(save.error)}</Notice>
        ) : null}
        <ol className="cat-zone-list" aria-label={`Zones de la page ${page.page}`}>
          {zones.map((z, i) => (
            <li key={z.key} className={z.key === selected ? 'cat-zone-item-selected' : undefined}>
              <button type="button" className="cat-zone-item" aria-pressed={z.key === selected} onClick={() => setSelected(z.key)}>
                <span className="cat-zone-badge">{i + 1}</span>
                <span className="cat-zone-item-text">{z.name || <em className="ui-muted">sans produit</em>}</span>
                <span className="cat-zone-item-price">{zonePrice(z.price)}</span>
              </button>
              {rowErrors[i]?.length && z.key !== selected ? <p className="ui-field-error">{rowErrors[i]!.join(' ')}</p> : null}
            </li>
          ))}
        </ol>
        {!zones.length ? <p className="ui-muted">Aucune zone sur cette page.</p> : null}
        {current ? (
          <ZoneForm
            zone={current}
            index={index}
            errors={rowErrors[index]}
            onChange={(next) => {
              change(zones.map((z) => (z.key === next.key ? next : z)));
              // The zone's problems are checked again at the next save.
              setRowErrors(({ [index]: _fixed, ...rest }) => rest);
            }}
            onDelete={() => {
              change(zones.filter((z) => z.key !== current.key));
              setRowErrors({});
              setSelected(null);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
