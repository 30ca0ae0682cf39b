import { useState } from 'react';
import { ScanFlow } from './ScanFlow.tsx';
import './texts.ts';

/** scan_produit: no visible content of its own (docs/scan.md#where-it-starts); it opens the scan flow. */
export function ScanPage() {
  const [open, setOpen] = useState(true);
  return <div data-testid="scan-page">{open && <ScanFlow onClose={() => setOpen(false)} />}</div>;
}
