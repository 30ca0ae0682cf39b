import type { ContentDoc, ContentVersionAdmin, FaqItemAdmin } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { AppError, notFound } from '../../errors.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import type { FaqFields, TextsAdminRepository } from './texts-admin.repository.ts';

type FaqRow = NonNullable<Awaited<ReturnType<TextsAdminRepository['faqItem']>>>;
type VersionRow = NonNullable<Awaited<ReturnType<TextsAdminRepository['version']>>>;

const faqOf = (r: FaqRow): FaqItemAdmin => ({ ...r, updated_at: r.updated_at.toISOString(), updated_by: r.updated_by ?? null });
const versionOf = (r: VersionRow): ContentVersionAdmin => ({
  id: Number(r.id),
  doc: r.doc,
  version: r.version,
  body_fr: r.body_fr,
  body_ar: r.body_ar,
  effective_on: r.effective_on,
  published_at: r.published_at?.toISOString() ?? null,
  created_at: r.created_at.toISOString(),
  created_by: r.created_by ?? null,
});
const faqMissing = (id: number) => notFound('FAQ_ITEM_NOT_FOUND', `No FAQ item ${id}.`);
const versionMissing = (doc: string, v: number) => notFound('CONTENT_VERSION_NOT_FOUND', `No version ${v} of ${doc}.`);

/**
 * The back office's editors of the FAQ and of the terms, legal notices and privacy policy
 * (docs/help.md#faq-and-texts-editors). FAQ edits move the item's version; a text's version is a
 * draft until published, and a published version is never edited again. Every write is audited.
 */
export function createTextsAdminService(deps: { repo: TextsAdminRepository; clock: Clock }) {
  const { repo, clock } = deps;
  const audit = (
    trx: Parameters<typeof writeAudit>[0],
    actor: Actor,
    action: string,
    entity: string,
    entityId: string | null,
    before: unknown,
    after: unknown,
  ) => writeAudit(trx, { staffId: actor.staffId, at: clock.now(), action, entity, entityId, before, after, ip: actor.ip });

  return {
    faq: async () => ({ items: (await repo.faq()).map(faqOf) }),

    async createFaq(fields: FaqFields, actor: Actor): Promise<FaqItemAdmin> {
      return repo.transaction(async (trx) => {
        const id = await repo.insertFaq(trx, {
          ...fields,
          position: await repo.nextPosition(trx),
          updated_at: clock.now(),
          updated_by: actor.staffId,
        });
        const item = faqOf((await repo.faqItem(trx, id))!);
        await audit(trx, actor, 'faq_item.create', 'faq_item', String(id), null, item);
        return item;
      });
    },

    /** Edits an item at the version the editor read (another edit since → 409); the version moves. */
    async updateFaq(id: number, body: FaqFields & { version: number }, actor: Actor): Promise<FaqItemAdmin> {
      return repo.transaction(async (trx) => {
        if (!(await repo.lockFaq(trx, id))) throw faqMissing(id);
        const before = faqOf((await repo.faqItem(trx, id))!);
        if (before.version !== body.version)
          throw new AppError(409, 'CONFLICT', `FAQ item ${id} was edited since (version ${before.version}): reload it.`);
        const { version: _read, ...fields } = body;
        await repo.updateFaq(trx, id, { ...fields, version: before.version + 1, updated_at: clock.now(), updated_by: actor.staffId });
        const after = faqOf((await repo.faqItem(trx, id))!);
        await audit(trx, actor, 'faq_item.update', 'faq_item', String(id), before, after);
        return after;
      });
    },

    async deleteFaq(id: number, actor: Actor): Promise<void> {
      await repo.transaction(async (trx) => {
        if (!(await repo.lockFaq(trx, id))) throw faqMissing(id);
        const before = faqOf((await repo.faqItem(trx, id))!);
        await repo.deleteFaq(trx, id);
        await audit(trx, actor, 'faq_item.delete', 'faq_item', String(id), before, null);
      });
    },

    /** The new order: every item's id exactly once (else 422, nothing moved). */
    async reorder(ids: number[], actor: Actor) {
      return repo.transaction(async (trx) => {
        const items = await repo.faq(trx);
        const known = new Set(items.map((i) => i.id));
        if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw new AppError(422, 'VALIDATION_FAILED', 'The order must list every FAQ item exactly once.');
        }
        const now = clock.now();
        for (const [i, id] of ids.entries()) await repo.updateFaq(trx, id, { position: i + 1, updated_at: now, updated_by: actor.staffId });
        await audit(
          trx,
          actor,
          'faq_item.reorder',
          'faq_item',
          null,
          items.map((i) => i.id),
          ids,
        );
        return { items: (await repo.faq(trx)).map(faqOf) };
      });
    },

    versions: async (doc: ContentDoc) => ({ items: (await repo.versions(doc)).map(versionOf) }),

    /** A new draft, numbered after the last version; one draft per text at a time (409 otherwise). */
    async createDraft(
      doc: ContentDoc,
      body: { body_fr: string; body_ar: string; effective_on: string },
      actor: Actor,
    ): Promise<ContentVersionAdmin> {
      return repo.transaction(async (trx) => {
        await repo.lockDoc(trx, doc);
        const draft = await repo.draft(trx, doc);
        if (draft) throw new AppError(409, 'CONTENT_DRAFT_EXISTS', `Version ${draft.version} of ${doc} is still a draft.`);
        const version = (await repo.lastVersion(trx, doc)) + 1;
        await repo.insertVersion(trx, { doc, version, ...body, created_by: actor.staffId, created_at: clock.now() });
        const made = versionOf((await repo.version(trx, doc, version))!);
        await audit(trx, actor, 'content_version.create', 'content_version', `${doc}:${version}`, null, made);
        return made;
      });
    },

    async updateDraft(
      doc: ContentDoc,
      version: number,
      body: { body_fr: string; body_ar: string; effective_on: string },
      actor: Actor,
    ): Promise<ContentVersionAdmin> {
      return repo.transaction(async (trx) => {
        await repo.lockDoc(trx, doc);
        const row = await repo.version(trx, doc, version);
        if (!row) throw versionMissing(doc, version);
        if (row.published_at)
          throw new AppError(409, 'CONTENT_VERSION_PUBLISHED', `Version ${version} of ${doc} is published: make a new draft.`);
        await repo.updateDraft(trx, doc, version, body);
        const after = versionOf((await repo.version(trx, doc, version))!);
        await audit(trx, actor, 'content_version.update', 'content_version', `${doc}:${version}`, versionOf(row), after);
        return after;
      });
    },

    /** Publishes a draft (from now on it never changes); publishing it again answers it unchanged. */
    async publish(doc: ContentDoc, version: number, actor: Actor): Promise<{ created: boolean; version: ContentVersionAdmin }> {
      return repo.transaction(async (trx) => {
        await repo.lockDoc(trx, doc);
        const row = await repo.version(trx, doc, version);
        if (!row) throw versionMissing(doc, version);
        if (row.published_at) return { created: false, version: versionOf(row) };
        await repo.updateDraft(trx, doc, version, { published_at: clock.now() });
        const after = versionOf((await repo.version(trx, doc, version))!);
        await audit(trx, actor, 'content_version.publish', 'content_version', `${doc}:${version}`, versionOf(row), after);
        return { created: true, version: after };
      });
    },
  };
}

export type TextsAdminService = ReturnType<typeof createTextsAdminService>;
