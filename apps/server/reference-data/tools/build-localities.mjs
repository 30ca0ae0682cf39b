#!/usr/bin/env node
/**
 * One-off tool (not used at run time): compacts the dataset's localities.json (1.1 MB) into
 * localities.json here, keeping per delegation only the localities that lie within 3.5 km of the
 * delegation's town, which is where the generator places stores.
 *
 *   node apps/server/reference-data/tools/build-localities.mjs <path/to/localities.json>
 *
 * Output: { "<GOVERNORATE>|<DELEGATION>": [[lat, lng, "Locality name", "postal code", "الاسم العربي"], …] }
 * The fifth element is the locality's Arabic name, from the parentheses of the dataset's NameAr
 * ("أريانة المدينة (حي الإنتصار 1)" → "حي الإنتصار 1"), or "" when the dataset has none (printed in
 * the count below; none today). test/seed/stores-arabic.test.ts fails on a store named with Latin
 * letters in Arabic.
 */
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
const source = process.argv[2];
if (!source) {
  console.error('usage: build-localities.mjs <localities.json>');
  process.exit(2);
}
const MAX_KM = 3.5;
const MAX_PER_DELEGATION = 12;

const km = (a, b, c, d) => {
  const r = (x) => (x * Math.PI) / 180;
  const h = Math.sin(r(c - a) / 2) ** 2 + Math.cos(r(a)) * Math.cos(r(c)) * Math.sin(r(d - b) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

const towns = new Map();
for (const g of JSON.parse(fs.readFileSync(path.join(here, '..', 'delegations.json'), 'utf8'))) {
  for (const d of g.Delegations) towns.set(`${g.Value}|${d.Value}`, [d.Latitude, d.Longitude]);
}

const out = {};
for (const g of JSON.parse(fs.readFileSync(source, 'utf8'))) {
  for (const l of g.Delegations) {
    const key = `${g.Value}|${l.Value}`;
    const town = towns.get(key);
    if (!town) continue;
    const name = (/\((.*)\)/.exec(l.Name)?.[1] ?? '').trim();
    const nameAr = (/\((.*)\)/.exec(l.NameAr ?? '')?.[1] ?? '').replace(/\s+/g, ' ').trim();
    if (!name || km(town[0], town[1], l.Latitude, l.Longitude) > MAX_KM) continue;
    const list = (out[key] ??= []);
    const lat = Math.round(l.Latitude * 1e5) / 1e5;
    const lng = Math.round(l.Longitude * 1e5) / 1e5;
    if (list.some((x) => Math.abs(x[0] - lat) < 0.002 && Math.abs(x[1] - lng) < 0.002)) continue;
    if (list.length < MAX_PER_DELEGATION) list.push([lat, lng, name, l.PostalCode, nameAr]);
  }
}
const sorted = Object.fromEntries(Object.keys(out).sort().map((k) => [k, out[k]]));
fs.writeFileSync(path.join(here, '..', 'localities.json'), `${JSON.stringify(sorted)}\n`);
const all = Object.values(sorted).flat();
console.log(`${Object.keys(sorted).length} delegations, ${all.length} localities, ${all.filter((x) => !x[4]).length} without Arabic`);
