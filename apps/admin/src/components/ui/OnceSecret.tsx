import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './Button.tsx';
import { Notice } from './Notice.tsx';

/** A secret the server gives once (an initial password, an API key): shown with a copy button. */
export function OnceSecret({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  const [copied, setCopied] = useState(false);
  return (
    <Notice tone="warning" title={label}>
      <p>{children ?? 'Notez-le maintenant : il ne sera plus jamais affiché.'}</p>
      <div className="ui-secret">
        <code data-testid="once-secret">{value}</code>
        <Button
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copied ? 'Copié' : 'Copier'}
        </Button>
      </div>
    </Notice>
  );
}
