import type { AdminProduct } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { Notice } from '../../../components/ui/Notice.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { productsKey } from '../../../lib/products/list-products.ts';
import { uploadProductImage } from '../api/upload-image.ts';

/** The product's picture, a new photo's preview before it is sent, and the upload. */
export function ProductImage({ product }: { product: AdminProduct }) {
  const queryClient = useQueryClient();
  const [pick, setPick] = useState<{ file: File; url: string } | null>(null);
  // The upload's answer, until the parent gives a fresher product.
  const [current, setCurrent] = useState(product);
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
      void queryClient.invalidateQueries({ queryKey: productsKey });
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
      {upload.isError ? <Notice tone="error">{errorText(upload.error)}</Notice> : null}
      <label className="ui-button ui-button-secondary ui-button-sm product-image-pick">
        Choisir une photo
        <input
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
        />
      </label>
      {file ? (
        <Button size="sm" variant="primary" busy={upload.isPending} onClick={() => upload.mutate(file)}>
          Envoyer la photo
        </Button>
      ) : null}
    </figure>
  );
}
