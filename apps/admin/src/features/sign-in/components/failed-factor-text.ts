/**
 * What a member is told at sign-in when wrong second-factor codes were given for their account since
 * their last sign-in (docs/back-office.md#second-factor); null when there were none.
 */
export function failedFactorText(count: number): string | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  return count === 1
    ? '1 tentative de second facteur échouée depuis votre dernière connexion.'
    : `${count} tentatives de second facteur échouées depuis votre dernière connexion.`;
}
