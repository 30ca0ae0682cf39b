import type { FastifyInstance } from 'fastify';

/** The actions the audit log holds for one entity (optionally by one staff member), oldest first. */
export async function auditActions(app: FastifyInstance, entity: string, entityId: string | number, staffId?: number): Promise<string[]> {
  let query = app.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId));
  if (staffId !== undefined) query = query.where('staff_id', '=', staffId);
  return (await query.orderBy('id').execute()).map((r) => r.action);
}
