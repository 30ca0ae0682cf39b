/**
 * The add-list form's pure rules (the assign-all checkbox toggles;
 * docs/shopping-lists.md#screens-courses-add-list-add-product).
 */

/** 'Assigner' on one member: on ↔ off. */
export function toggleMember(assigned: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(assigned);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The 'Assigner tout' checkbox: checked when every member is assigned (and there is at least one). */
export function allAssigned(assigned: ReadonlySet<number>, members: readonly number[]): boolean {
  return members.length > 0 && members.every((id) => assigned.has(id));
}

/** Mixed (the checkbox's indeterminate look) when some but not all members are assigned. */
export function someAssigned(assigned: ReadonlySet<number>, members: readonly number[]): boolean {
  return members.some((id) => assigned.has(id)) && !allAssigned(assigned, members);
}

/** Ticking 'Assigner tout' assigns every member; unticking it (all were assigned) unassigns them all. */
export function toggleAll(assigned: ReadonlySet<number>, members: readonly number[]): Set<number> {
  return allAssigned(assigned, members) ? new Set() : new Set(members);
}

/** Assigned ids still in the circle, in the circle's order (what POST /lists gets). */
export function assignedIds(assigned: ReadonlySet<number>, members: readonly number[]): number[] {
  return members.filter((id) => assigned.has(id));
}
