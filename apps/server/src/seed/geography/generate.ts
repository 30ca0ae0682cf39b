import type { DelegationsTable, GovernoratesTable } from '../../db/tables/geography.ts';
import type { RawLocality, ReferenceData } from '../reference.ts';
import { GOVERNORATES, type GovernorateInfo } from './governorates.ts';
import { delegationName } from './names.ts';

export interface DelegationInfo extends DelegationsTable {
  governorate: GovernorateInfo;
  /** Real localities within a few km of the delegation's town (may be empty). */
  localities: RawLocality[];
}

export interface Geography {
  governorates: GovernoratesTable[];
  delegations: DelegationInfo[];
}

/** The 24 governorates and their 261 real delegations, in French, with the delegation towns' coordinates. */
export function generateGeography(ref: ReferenceData): Geography {
  const governorates: GovernoratesTable[] = [];
  const delegations: DelegationInfo[] = [];
  for (const info of GOVERNORATES) {
    const raw = ref.governorates.find((g) => g.Value === info.source);
    if (!raw) throw new Error(`reference data has no governorate ${info.source}`);
    governorates.push({ id: info.id, code: info.code, name: info.name, name_ar: raw.NameAr.trim() });
    const sorted = [...raw.Delegations].sort((a, b) => delegationName(a.Name).localeCompare(delegationName(b.Name), 'fr'));
    sorted.forEach((d, i) => {
      delegations.push({
        id: info.id * 100 + i + 1,
        governorate_id: info.id,
        name: delegationName(d.Name),
        name_ar: d.NameAr.trim(),
        postal_code: d.PostalCode,
        latitude: d.Latitude,
        longitude: d.Longitude,
        governorate: info,
        localities: ref.localities[`${raw.Value}|${d.Value}`] ?? [],
      });
    });
  }
  return { governorates, delegations };
}
