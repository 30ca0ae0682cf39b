import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../paths.ts';

/** Reads the files of apps/server/reference-data (see its README for sources and licences). */
export const REFERENCE_DIR = path.join(SERVER_ROOT, 'reference-data');

export interface RawDelegation {
  Name: string;
  NameAr: string;
  Value: string;
  PostalCode: string;
  Latitude: number;
  Longitude: number;
}

export interface RawGovernorate {
  Name: string;
  NameAr: string;
  Value: string;
  Delegations: RawDelegation[];
}

/** [lat, lng, locality name, postal code, Arabic locality name ("" when the dataset has none)] */
export type RawLocality = [number, number, string, string, string];

export interface OffProduct {
  ean: string;
  name: string;
}

export interface ReferenceData {
  governorates: RawGovernorate[];
  /** Keyed "GOVERNORATE|DELEGATION" as in delegations.json's Value fields. */
  localities: Record<string, RawLocality[]>;
  products: OffProduct[];
}

let cached: ReferenceData | null = null;

export function loadReferenceData(dir = REFERENCE_DIR): ReferenceData {
  if (cached && dir === REFERENCE_DIR) return cached;
  const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
  const data: ReferenceData = {
    governorates: JSON.parse(read('delegations.json')) as RawGovernorate[],
    localities: JSON.parse(read('localities.json')) as Record<string, RawLocality[]>,
    products: parseProductsCsv(read('tunisia-off.csv')),
  };
  if (dir === REFERENCE_DIR) cached = data;
  return data;
}

/** Parses the two-column "ean,name" CSV (names may be quoted with doubled quotes). */
export function parseProductsCsv(text: string): OffProduct[] {
  const out: OffProduct[] = [];
  for (const line of text.split(/\r?\n/).slice(1)) {
    if (!line.trim()) continue;
    const comma = line.indexOf(',');
    const ean = line.slice(0, comma).trim();
    let name = line.slice(comma + 1).trim();
    if (name.startsWith('"') && name.endsWith('"')) name = name.slice(1, -1).replace(/""/g, '"');
    out.push({ ean, name });
  }
  return out;
}
