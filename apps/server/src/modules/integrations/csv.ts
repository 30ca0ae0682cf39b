/**
 * A small RFC 4180 reader for the back office's imports (docs/integrations.md#csv): the separator
 * is `;` or `,`, whichever the header line uses; fields may be quoted ("" is a quote inside quotes);
 * CRLF or LF; a leading byte-order mark is dropped; blank lines are skipped but counted, so every
 * record keeps its line number in the file.
 */
export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export interface CsvDocument {
  separator: ';' | ',';
  header: CsvRecord | null;
  records: CsvRecord[];
  /** A quote left open at the end of the file: the line where its record started. */
  unclosedQuoteAt: number | null;
}

export function readCsv(text: string): CsvDocument {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const separator = firstLine.includes(';') ? ';' : ',';
  const all: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let touched = false;
  const endRecord = () => {
    fields.push(field);
    if (touched || fields.length > 1 || field.trim() !== '') all.push({ line: start, fields });
    fields = [];
    field = '';
    touched = false;
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      touched = true;
      field = '';
    } else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += c;
  }
  const unclosedQuoteAt = quoted ? start : null;
  if (field !== '' || fields.length > 0 || touched) endRecord();
  const [header = null, ...records] = all;
  return { separator, header, records, unclosedQuoteAt };
}
