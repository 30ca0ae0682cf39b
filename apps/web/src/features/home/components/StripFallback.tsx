import styles from './HomeStrip.module.css';
import { StripHead } from './StripHead.tsx';

/**
 * A home strip while its code loads: the same head and loading cards as the strip's own loading
 * state, so that the page below does not move when the strip arrives.
 */
export function StripFallback({ kind }: { kind: 'promos' | 'lastChance' }) {
  const promos = kind === 'promos';
  return (
    <section className={styles.section} aria-busy="true">
      <StripHead kind={kind} />
      <ul className={styles.strip}>
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className={styles.skeleton} data-tall={promos ? undefined : true} />
        ))}
      </ul>
    </section>
  );
}
