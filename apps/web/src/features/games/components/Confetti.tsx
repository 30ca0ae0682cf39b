import { CONFETTI_MS } from '@qadhya/domain';
import { useEffect, useState } from 'react';
import styles from './Confetti.module.css';

const COLORS = ['#e30613', '#f59e0b', '#10b981', '#3b82f6', '#ec4899'];
const PIECES = Array.from({ length: 36 }, (_, i) => ({
  left: (i * 37) % 100,
  delay: (i % 9) * 120,
  color: COLORS[i % COLORS.length]!,
  turn: (i * 47) % 360,
}));

/**
 * Confetti over the screen for CONFETTI_MS (5 s, docs/games.md#the-screens), then gone. Decorative (hidden from
 * screen readers); none for a shopper who asked for less motion (the CSS drops the animation).
 */
export function Confetti() {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOn(false), CONFETTI_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!on) return null;
  return (
    <div className={styles.layer} aria-hidden data-testid="confetti">
      {PIECES.map((p, i) => (
        <span
          key={i}
          className={styles.piece}
          style={{ insetInlineStart: `${p.left}%`, animationDelay: `${p.delay}ms`, background: p.color, rotate: `${p.turn}deg` }}
        />
      ))}
    </div>
  );
}
