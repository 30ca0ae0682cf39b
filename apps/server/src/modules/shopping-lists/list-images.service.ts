import { LIST_MAX_IMAGES, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { newKey, type Storage } from '../../storage/storage.ts';
import { reencodeImage } from '../../storage/uploaded-image.ts';
import type { LiveBus } from '../../live/bus.ts';
import { bumpVersion, peopleOf, publishList, visibleOr404 } from './list-changes.ts';
import { ownerOnly } from './list-mappers.ts';
import type { Db, ListRow, ShoppingListsRepository } from './shopping-lists.repository.ts';

/** Where list photos are stored: `lists/<random uuid>.webp`, served at /uploads/<key>. */
export const LIST_IMAGE_FOLDER = 'lists';
/** A stored list photo fits in a square of this side (never enlarged). */
export const LIST_IMAGE_SIDE = 1600;

/**
 * A list photo from uploaded bytes (docs/shopping-lists.md#photos): the uploads' pipeline of the
 * avatar (storage/uploaded-image.ts: signature and header checked before decoding, turned upright,
 * metadata dropped, decodes bounded), fitted inside 1600×1600 and re-encoded as WebP. A handwritten
 * list must stay readable, so it is not cropped.
 */
export const toListPhotoWebp = (bytes: Buffer): Promise<Buffer> =>
  reencodeImage(bytes, (image) => image.resize(LIST_IMAGE_SIDE, LIST_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }));

export const imagesFull = () => new AppError(409, 'LIST_IMAGES_FULL', `A list holds at most ${LIST_MAX_IMAGES} photos.`);
export const imageNotFound = () => new AppError(404, 'LIST_IMAGE_NOT_FOUND', 'No such photo in this list.');

export interface ListImagesDeps {
  db: Kysely<DB>;
  /** The lists' repository: who sees a list, who its people are. */
  repo: ShoppingListsRepository;
  clock: Clock;
  storage: Storage;
  live: LiveBus;
  log: FastifyBaseLogger;
}

const countImages = async (q: Db, listId: number) =>
  Number((await q.selectFrom('shopping_list_images').select(sql<string | number>`count(*)`.as('n')).where('list_id', '=', listId).executeTakeFirstOrThrow()).n);

/**
 * The photos of a list (docs/shopping-lists.md#photos): any of its people adds one (at most
 * LIST_MAX_IMAGES, 409 LIST_IMAGES_FULL); its adder or the list's owner takes it away. Each change
 * bumps the list's version and is told on the live bus after commit.
 */
export function createListImagesService({ db, repo, clock, storage, live, log }: ListImagesDeps) {
  const removeFile = async (key: string) => {
    if (!key.startsWith(`${LIST_IMAGE_FOLDER}/`)) return;
    try {
      await storage.delete(key);
    } catch (err) {
      log.warn({ err, key }, 'could not delete a list photo file');
    }
  };

  return {
    /** Checks the list and room first (nothing decoded for a list one cannot add to), then stores the re-encoded photo. */
    async add(userId: number, listId: number, bytes: Buffer): Promise<void> {
      const seen = await visibleOr404(repo, db, listId, userId);
      if ((await countImages(db, seen.id)) >= LIST_MAX_IMAGES) throw imagesFull();
      const webp = await toListPhotoWebp(bytes);
      const key = newKey(LIST_IMAGE_FOLDER, 'webp');
      await storage.put(key, webp, 'image/webp');
      let done: { list: ListRow; version: number; people: number[] };
      try {
        done = await db.transaction().execute(async (trx) => {
          const list = await visibleOr404(repo, trx, listId, userId, true);
          // Counted again under the list's lock: two uploads at once never make 11.
          if ((await countImages(trx, list.id)) >= LIST_MAX_IMAGES) throw imagesFull();
          const now = clock.now();
          await trx.insertInto('shopping_list_images').values({ list_id: list.id, storage_key: key, added_by: userId, created_at: now }).execute();
          return { list, version: await bumpVersion(trx, list.id, now), people: await peopleOf(repo, trx, list) };
        });
      } catch (err) {
        await removeFile(key);
        throw err;
      }
      await publishList(live, log, done.people, listId, done.version);
    },

    /** 404 LIST_NOT_FOUND when the list is not the caller's, 404 LIST_IMAGE_NOT_FOUND when the photo is not the list's. */
    async remove(userId: number, listId: number, imageId: number): Promise<void> {
      const done = await db.transaction().execute(async (trx) => {
        const list = await visibleOr404(repo, trx, listId, userId, true);
        const image = await trx.selectFrom('shopping_list_images').select(['id', 'storage_key', 'added_by']).where('id', '=', imageId).where('list_id', '=', list.id).executeTakeFirst();
        if (!image) throw imageNotFound();
        if (image.added_by !== userId && list.owner_id !== userId) throw ownerOnly();
        await trx.deleteFrom('shopping_list_images').where('id', '=', image.id).execute();
        return { key: image.storage_key, version: await bumpVersion(trx, list.id, clock.now()), people: await peopleOf(repo, trx, list) };
      });
      await removeFile(done.key);
      await publishList(live, log, done.people, listId, done.version);
    },
  };
}

export type ListImagesService = ReturnType<typeof createListImagesService>;
