import { PRODUCT_PHOTO_MAX_BYTES } from '@qadhya/contracts';
import { formatBytes } from '@qadhya/domain';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Notice } from '../../components/ui/Notice.tsx';
import { errorText } from '../api/error-text.ts';
import { productsKey } from './list-products.ts';
import { uploadProductImage } from './upload-image.ts';
import './product-photo.css';

/** The server's limit (packages/contracts/src/upload-limits.ts), as the hint says it. */
const MAX_SIZE = formatBytes(PRODUCT_PHOTO_MAX_BYTES, 'fr');

/** What the photo block needs of a product (a catalogue product, or a line of the mobile offer). */
export interface PhotoOf {
  sku: string;
  name: string;
  image: string;
  has_uploaded_image: boolean;
}

/**
 * The product's picture, a new photo's preview before it is sent, and the upload
 * (POST /admin/products/:sku/image, docs/back-office-screens.md#products): the products screen
 * and the mobile offer's use it; `invalidate` lists the other lists that show the picture.
 */
export function ProductPhoto({ product, invalidate = [] }: { product: PhotoOf; invalidate?: readonly QueryKey[] }) {
  const queryClient = useQueryClient();
  const [pick, setPick] = useState<{ file: File; url: string } | null>(null);
  // The upload's answer, until the parent gives a fresher product.
  const [current, setCurrent] = useState<Pick<PhotoOf, 'image' | 'has_uploaded_image'>>(product);
  const pickRef = useRef(pick);
  useEffect(() => {
    pickRef.current = pick;
  }, [pick]);
  useEffect(() => () => void (pickRef.current && URL.revokeObjectURL(pickRef.current.url)), []);
  const choose = (file: File | null) => {
    if (pick) URL.revokeObjectURL(pick.url);
    setPick(file ? { file, url: URL.createObjectURL(file) } : null);
  };
  const file = pick?.file ?? null;
  const preview = pick?.url ?? null;
  const upload = useMutation({
    mutationFn: (f: File) => uploadProductImage(product.sku, f),
    onSuccess: (updated) => {
      choose(null);
      setCurrent(updated);
      for (const queryKey of [productsKey, ...invalidate]) void queryClient.invalidateQueries({ queryKey });
    },
  });
  return (
    <figure className="product-image">
      <img
        src={preview ?? current.image}
        alt={preview ? `Aperçu de la nouvelle photo de ${product.name}` : `Photo de ${product.name}`}
        width={200}
        height={200}
      />
      <figcaption>{preview ? 'Aperçu, pas encore envoyé' : current.has_uploaded_image ? 'Photo envoyée' : 'Emballage dessiné'}</figcaption>
      {upload.isError ? <Notice tone="error">{errorText(upload.error, { maxBytes: PRODUCT_PHOTO_MAX_BYTES })}</Notice> : null}
      <label className="ui-button ui-button-secondary ui-button-sm product-image-pick">
        Choisir une photo
        <input
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
      </label>
      <p className="ui-hint">PNG, JPEG ou WebP, {MAX_SIZE} au plus.</p>
      {file && file.size > PRODUCT_PHOTO_MAX_BYTES ? <Notice tone="error">{`La photo dépasse ${MAX_SIZE}.`}</Notice> : null}
      {file && file.size <= PRODUCT_PHOTO_MAX_BYTES ? (
        <Button size="sm" variant="primary" busy={upload.isPending} onClick={() => upload.mutate(file)}>
          Envoyer la photo
        </Button>
      ) : null}
    </figure>
  );
}
