import type { ContentVersion, PublicContentDoc, TermsStatus } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { AppError, notFound } from '../../errors.ts';
import type { ContentRepository } from './content.repository.ts';

/** The placeholder a text writes where the contact e-mail goes (docs/content.md#first-versions). */
export const EMAIL_PLACEHOLDER = '{email}';

/** The published texts and accepting the terms once per new version (docs/content.md). */
export function createContentService({ repo, clock }: { repo: ContentRepository; clock: Clock }) {
  async function currentTermsVersion(): Promise<number> {
    return (await repo.latestPublished('cgu'))?.version ?? 0;
  }

  async function status(userId: number): Promise<TermsStatus> {
    const [current, accepted] = await Promise.all([currentTermsVersion(), repo.acceptedVersion(userId)]);
    return { current_version: current, accepted_version: accepted, needs_acceptance: current > accepted };
  }

  return {
    /** The latest published version of `doc`, its '{email}' written out; 404 when none is published. */
    async latest(doc: PublicContentDoc, contactEmail: string): Promise<ContentVersion> {
      const row = await repo.latestPublished(doc);
      if (!row || !row.published_at) throw notFound('NOT_FOUND', `No published version of ${doc}.`);
      const fill = (body: string) => body.split(EMAIL_PLACEHOLDER).join(contactEmail);
      return {
        doc: row.doc,
        version: row.version,
        effective_on: row.effective_on,
        published_at: new Date(row.published_at).toISOString(),
        body_fr: fill(row.body_fr),
        body_ar: fill(row.body_ar),
        contact_email: contactEmail,
      };
    },

    status,

    /**
     * At registration: the version the new shopper accepted on the form is recorded when it is still
     * the current one (true); an older one is not (false: they are asked for the current one).
     */
    async acceptIfCurrent(userId: number, version: number): Promise<boolean> {
      if (version !== (await currentTermsVersion())) return false;
      await repo.accept(userId, version, clock.now());
      return true;
    },

    /** Accepts the current version (idempotent); any other version is refused with 409. */
    async accept(userId: number, version: number): Promise<{ status: TermsStatus; created: boolean }> {
      const current = await currentTermsVersion();
      if (version !== current) {
        throw new AppError(409, 'TERMS_VERSION_NOT_CURRENT', `Version ${version} is not the current terms version (${current}).`);
      }
      const created = await repo.accept(userId, version, clock.now());
      return { status: await status(userId), created };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
