import type { Run } from './parse-body.ts';
import { parseBody } from './parse-body.ts';
import styles from './LegalText.module.css';

function Runs({ runs }: { runs: Run[] }) {
  return runs.map((run, i) =>
    run.kind === 'email' ? (
      <a key={i} href={`mailto:${run.text}`} className={styles.mail} dir="ltr">
        {run.text}
      </a>
    ) : (
      run.text
    ),
  );
}

/** A legal text's body as headings, paragraphs and lists, e-mails as mailto links (React escapes the rest). */
export function LegalText({ body, lang }: { body: string; lang: 'fr' | 'ar' }) {
  return (
    <div className={styles.text} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} data-testid="legal-text">
      {parseBody(body).map((block, i) => {
        if (block.kind === 'heading')
          return (
            <h3 key={i} className={styles.heading}>
              <Runs runs={block.runs} />
            </h3>
          );
        if (block.kind === 'list')
          return (
            <ul key={i} className={styles.list}>
              {block.items.map((item, j) => (
                <li key={j}>
                  <Runs runs={item} />
                </li>
              ))}
            </ul>
          );
        return (
          <p key={i} className={styles.paragraph}>
            <Runs runs={block.runs} />
          </p>
        );
      })}
    </div>
  );
}
