/** Governorates and delegations (migrations/0002_catalogue.sql). */
export interface GovernoratesTable {
  /** Numeric part of the ISO 3166-2 code: 11 = TN-11 Tunis. */
  id: number;
  code: string;
  name: string;
  name_ar: string;
}

export interface DelegationsTable {
  /** governorate id * 100 + n. */
  id: number;
  governorate_id: number;
  name: string;
  name_ar: string;
  postal_code: string;
  latitude: number;
  longitude: number;
}
