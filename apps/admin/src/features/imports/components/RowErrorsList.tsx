import type { RowError } from '@qadhya/contracts';
import { Notice } from '../../../components/ui/Notice.tsx';
import { rowErrorText } from '../model/row-errors.ts';

/** Every refused line, by its number in the file. */
export function RowErrorsList({ errors, title }: { errors: RowError[]; title: string }) {
  return (
    <Notice tone="error" title={title}>
      <ul className="import-errors" data-testid="import-errors">
        {errors.map((e, i) => (
          <li key={`${e.line ?? e.index}-${i}`}>
            <strong>Ligne {e.line ?? e.index + 2}</strong>
            {e.sku ? (
              <>
                {' '}
                · sku <code>{e.sku}</code>
              </>
            ) : null}{' '}
            : {rowErrorText(e)}
            <span className="ui-muted"> — {e.message}</span>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
