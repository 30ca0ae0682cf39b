import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button.tsx';
import { Field } from '../../../components/ui/Field.tsx';
import { toDinars } from '../model/prices.ts';
import { PAGE_H, PAGE_W, type DraftZone } from '../model/zones.ts';
import { ProductPicker } from './ProductPicker.tsx';

interface Props {
  zone: DraftZone;
  index: number;
  errors: string[] | undefined;
  onChange: (next: DraftZone) => void;
  onDelete: () => void;
}

const COORDS = [
  { key: 'x', label: 'X', max: PAGE_W },
  { key: 'y', label: 'Y', max: PAGE_H },
  { key: 'w', label: 'Largeur', max: PAGE_W },
  { key: 'h', label: 'Hauteur', max: PAGE_H },
] as const;

/** The selected zone: its product, the week's price and the crossed-out price (dinars), its rectangle. */
export function ZoneForm({ zone, index, errors, onChange, onDelete }: Props) {
  return (
    <div className="cat-zone-form" aria-label={`Zone ${index + 1}`} role="group">
      <div className="cat-zone-form-head">
        <h3>Zone {index + 1}</h3>
        <Button size="sm" variant="danger" onClick={onDelete}>
          <Trash2 size={14} aria-hidden="true" />
          Supprimer la zone
        </Button>
      </div>
      {errors?.length ? (
        <div role="alert">
          <ul className="cat-row-errors">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="cat-zone-product" data-testid="zone-product">
        {zone.sku ? (
          <>
            <strong>{zone.name}</strong> <span className="ui-muted">art. {zone.sku}</span>
          </>
        ) : (
          <span className="ui-muted">Aucun produit lié.</span>
        )}
      </p>
      <ProductPicker
        key={zone.key}
        onPick={(p) =>
          onChange({ ...zone, sku: p.sku, name: p.name, price: toDinars(p.price), old_price: toDinars(Math.max(p.old_price, p.price)) })
        }
      />
      <div className="ui-form-row">
        <Field label="Prix de la semaine (DT)" hint="Par exemple 2,450">
          <input
            className="ui-input"
            inputMode="decimal"
            value={zone.price}
            onChange={(e) => onChange({ ...zone, price: e.target.value })}
          />
        </Field>
        <Field label="Ancien prix barré (DT)">
          <input
            className="ui-input"
            inputMode="decimal"
            value={zone.old_price}
            onChange={(e) => onChange({ ...zone, old_price: e.target.value })}
          />
        </Field>
      </div>
      <fieldset className="cat-coords">
        <legend className="ui-label">
          Rectangle (unités de page {PAGE_W} × {PAGE_H})
        </legend>
        {COORDS.map((c) => (
          <label key={c.key}>
            <span>{c.label}</span>
            <input
              className="ui-input"
              type="number"
              min={0}
              max={c.max}
              value={zone[c.key]}
              onChange={(e) => {
                const v = Number(e.target.value);
                if (Number.isFinite(v)) onChange({ ...zone, [c.key]: Math.round(v) });
              }}
            />
          </label>
        ))}
      </fieldset>
    </div>
  );
}
