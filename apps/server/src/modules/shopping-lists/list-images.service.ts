import { LIST_MAX_IMAGES, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { newKey, type Storage } from '../../storage/storage.ts';
import { reencodeImage } from '../../storage/uploaded-image.ts';
import type { LiveBus } from '../../live/bus.ts';
import { peopleOf, publishList, visibleOr404 } from './list-changes.ts';
import { ownerOnly } from './list-mappers.ts';
import type { ListRow, ShoppingListsRepository } from './shopping-lists.repository.ts';

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
  reencodeImage(bytes, (image) =>
    image.resize(LIST_IMAGE_SIDE, LIST_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }),
  );

export const imagesFull = () => new AppError(409, 'LIST_IMAGES_FULL', `A list holds at most ${LIST_MAX_IMAGES} photos.`);
export const imageNotFound = () => new AppError(404, 'LIST_IMAGE_NOT_FOUND', 'No such photo in this list.');

export interface ListImagesDeps {
  /** The lists' repository: who sees a list, who its people are, the photos' rows. */
  repo: ShoppingListsRepository;
  clock: Clock;
  storage: Storage;
  live: LiveBus;
  log: FastifyBaseLogger;
}

/**
 * The photos of a list (docs/shopping-lists.md#photos): any of its people adds one (at most
 * LIST_MAX_IMAGES, 409 LIST_IMAGES_FULL); its adder or the list's owner takes it away. Each change
 * bumps the list's version and is told on the live bus after commit.
 */
export function createListImagesService({ repo, clock, storage, live, log }: ListImagesDeps) {
  const db = repo.db;
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
      if ((await repo.imageCount(db, seen.id)) >= LIST_MAX_IMAGES) throw imagesFull();
      const webp = await toListPhotoWebp(bytes);
      const key = newKey(LIST_IMAGE_FOLDER, 'webp');
      await storage.put(key, webp, 'image/webp');
      let done: { list: ListRow; version: number; people: number[] };
      try {
        done = await repo.transaction(async (trx) => {
          const list = await visibleOr404(repo, trx, listId, userId, true);
          // Counted again under the list's lock: two uploads at once never make 11.
          if ((await repo.imageCount(trx, list.id)) >= LIST_MAX_IMAGES) throw imagesFull();
          const now = clock.now();
          await repo.insertImage(trx, { list_id: list.id, storage_key: key, added_by: userId, created_at: now });
          return { list, version: await repo.bumpVersion(trx, list.id, now), people: await peopleOf(repo, trx, list) };
        });
      } catch (err) {
        await removeFile(key);
        throw err;
      }
      await publishList(live, log, done.people, { list_id: listId, version: done.version });
    },

    /** 404 LIST_NOT_FOUND when the list is not the caller's, 404 LIST_IMAGE_NOT_FOUND when the photo is not the list's. */
    async remove(userId: number, listId: number, imageId: number): Promise<void> {
      const done = await repo.transaction(async (trx) => {
        const list = await visibleOr404(repo, trx, listId, userId, true);
        const image = await repo.image(trx, list.id, imageId);
        if (!image) throw imageNotFound();
        if (image.added_by !== userId && list.owner_id !== userId) throw ownerOnly();
        await repo.deleteImage(trx, image.id);
        return {
          key: image.storage_key,
          version: await repo.bumpVersion(trx, list.id, clock.now()),
          people: await peopleOf(repo, trx, list),
        };
      });
      await removeFile(done.key);
      await publishList(live, log, done.people, { list_id: listId, version: done.version });
    },
  };
}

export type ListImagesService = ReturnType<typeof createListImagesService>;
