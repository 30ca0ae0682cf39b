import { lazy, Suspense } from 'react';
import styles from '../HomePage.module.css';
import type { WalletHomePart } from './WalletHomeBlock.tsx';

/**
 * One part of the signed-in home's wallet block behind a slot of its full height
 * (docs/wallet.md#home-variant). A module of its own so that the home's chunk names one small file,
 * not the block's dependencies: a visitor's first load carries none of it.
 */
const WalletHomeBlock = lazy(() => import('./WalletHomeBlock.tsx'));

export default function WalletSlot({ part }: { part: WalletHomePart }) {
  return (
    <Suspense fallback={<div className={part === 'head' ? styles.walletHeadSlot : styles.walletSlot} />}>
      <WalletHomeBlock part={part} />
    </Suspense>
  );
}
