import type { FastifyInstance } from 'fastify';

/** One shopper's inbox messages of one kind, oldest first, as the notifications table holds them. */
export function inboxOf(app: FastifyInstance, userId: number, kind: string) {
  return app.database.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();
}
