import { AdminCataloguePriceRequest, type AdminCatalogueProduct } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { setCataloguePrice } from '../api/set-price.ts';
import { parseDinars, toDinars } from '../model/prices.ts';

/** The two prices as typed, in dinars. */
interface Form {
  price: string;
  old_price: string;
}

const AMOUNTS = 'Des montants en dinars, par exemple 2,450.';

/**
 * Checked with the route's body schema (PATCH /admin/catalogues/:id/products/:sku) once the dinars
 * are millimes (not a price: 0, refused), plus what the route refuses beyond it: an old price
 * below the price.
 */
const resolver = contractResolver<Form, typeof AdminCataloguePriceRequest>({
  schema: AdminCataloguePriceRequest,
  toBody: (f) => ({ price: parseDinars(f.price) ?? 0, old_price: parseDinars(f.old_price) ?? 0 }),
  rules: (f) => {
    const price = parseDinars(f.price);
    const old = parseDinars(f.old_price);
    return { old_price: price !== null && old !== null && old < price ? 'L’ancien prix doit être au moins égal au prix.' : undefined };
  },
  texts: { price: AMOUNTS, old_price: AMOUNTS },
});

/** A row's two prices, typed in dinars, checked, then sent in millimes; the message clears when typing. */
export function PriceEditor({ catalogueId, product, onDone }: { catalogueId: number; product: AdminCatalogueProduct; onDone: () => void }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<Form, unknown, z.output<typeof AdminCataloguePriceRequest>>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { price: toDinars(product.price), old_price: toDinars(product.old_price) },
  });
  const mutation = useMutation({
    mutationFn: (body: z.output<typeof AdminCataloguePriceRequest>) => setCataloguePrice(catalogueId, product.sku, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['catalogues', catalogueId] });
      onDone();
    },
  });
  const problem = errors.price?.message ?? errors.old_price?.message;
  return (
    <form className="cat-price-editor" aria-label={`Prix de ${product.name}`} onSubmit={handleSubmit((body) => mutation.mutate(body))}>
      <label>
        <span className="ui-label">Prix (DT)</span>
        <input className="ui-input" inputMode="decimal" {...register('price', { onChange: () => clearErrors() })} />
      </label>
      <label>
        <span className="ui-label">Ancien prix (DT)</span>
        <input className="ui-input" inputMode="decimal" {...register('old_price', { onChange: () => clearErrors() })} />
      </label>
      <Button type="submit" variant="primary" size="sm" busy={mutation.isPending}>
        Enregistrer
      </Button>
      <Button size="sm" onClick={onDone}>
        Annuler
      </Button>
      {problem ? <p className="ui-field-error">{problem}</p> : null}
      {mutation.isError ? <p className="ui-field-error">{errorText(mutation.error)}</p> : null}
    </form>
  );
}
