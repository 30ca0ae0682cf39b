import styles from './CoverCarousel.module.css';

/** Placeholder while the catalogues (or the carousel's code) load. */
export function CoverSkeleton({ phone }: { phone: boolean }) {
  const count = phone ? 1 : 3;
  return (
    <div className={styles.track} data-phone={phone || undefined} aria-busy="true" data-testid="covers-loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${styles.slide} ${styles.skeleton}`} />
      ))}
    </div>
  );
}
