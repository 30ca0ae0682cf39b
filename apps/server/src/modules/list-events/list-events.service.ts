import type { ListEvent } from '@qadhya/contracts';
import type { ListEventsRepository } from './list-events.repository.ts';

/** What the live stream says first (docs/shopping-lists.md#live): the stream itself is src/live/streams.ts. */
export function createListEventsService({ repo }: { repo: ListEventsRepository }) {
  return {
    /** 'hello': every list the account sees with its version; the app re-reads those whose version moved. */
    async hello(userId: number): Promise<Extract<ListEvent, { type: 'hello' }>> {
      return { type: 'hello', lists: await repo.visibleVersions(userId) };
    },
  };
}
