import type { ProductSummary } from '../../../lib/stores/selected-product.ts';
import styles from './ProductHeader.module.css';

/** The optional product header of the store screens. */
export function ProductHeader({ product }: { product: ProductSummary }) {
  return (
    <div className={styles.header} data-testid="store-product-header">
      {product.image && <img className={styles.image} src={product.image} alt={product.name} aria-hidden width={56} height={56} />}
      <div className={styles.text}>
        <strong className={styles.name} lang="fr" dir="auto">
          {product.name}
        </strong>
        <span className={styles.sku} dir="ltr">
          {product.sku}
        </span>
      </div>
    </div>
  );
}
