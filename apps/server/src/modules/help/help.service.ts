import {
  contactProblems,
  reportProblems,
  reviewProblems,
  suggestionProblems,
  type ContactBody,
  type FaqList,
  type MyReview,
  type MyReviewPage,
  type PageQuery,
  type Problems,
  type ReviewBody,
  type SuggestionBody,
  type SupportReceipt,
} from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import type { Lang } from '../../http/lang.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import { newKey, type Storage } from '../../storage/storage.ts';
import { reencodeImage } from '../../storage/uploaded-image.ts';
import { sentText, type SentKind } from './help-texts.ts';
import type { HelpRepository, NewSupportRequest } from './help.repository.ts';
import type { ReportForm } from './report-form.ts';

/** Where report photos are stored: `reports/<random uuid>.webp`, served at /uploads/<key>. */
export const REPORT_PHOTO_FOLDER = 'reports';
/** A stored report photo fits in a square of this side (never enlarged, never cropped). */
export const REPORT_PHOTO_SIDE = 1600;

/** Who sends: a signed-in shopper, or an anonymous visitor known by address. */
export interface Sender {
  userId: number | null;
  ip: string;
}
export const senderKey = (s: Sender) => (s.userId !== null ? `u:${s.userId}` : `ip:${s.ip}`);

/** 422 FORM_INVALID with each refused field and its rule (docs/help.md#errors). */
export function formInvalid(problems: Problems<string>): AppError {
  const details = Object.entries(problems).map(([path, rule]) => ({ path, message: rule as string }));
  return new AppError(422, 'FORM_INVALID', `Check ${details.map((d) => `${d.path} (${d.message})`).join(', ')}.`, {}, { details });
}
const hasProblems = (p: object) => Object.keys(p).length > 0;
const trimmed = (v: string | undefined) => (v ?? '').trim();
const optional = (v: string | undefined) => trimmed(v) || null;

/** The photo's refusals by the upload pipeline, told as a field of the form. */
const IMAGE_CODES = new Set(['UNSUPPORTED_IMAGE_TYPE', 'IMAGE_INVALID', 'IMAGE_TOO_LARGE']);

export interface HelpDeps {
  repo: HelpRepository;
  clock: Clock;
  storage: Storage;
  log: FastifyBaseLogger;
}

/** Called once a send is known to be new (not a replay): where the route counts its rate limits. */
export type BeforeNew = () => Promise<void>;

/**
 * The shopper's side of help (docs/help.md): the FAQ, and the four kinds of request support answers
 * (reports, ideas, contact messages, reviews), each in support_requests. Every send carries a
 * request_id: the same sender sending it again gets the same request (nothing counted twice).
 */
export function createHelpService({ repo, clock, storage, log }: HelpDeps) {
  const receipt = (
    row: { id: string | number; kind: SentKind; status: SupportReceipt['status']; created_at: Date },
    lang: Lang,
  ): SupportReceipt => ({
    id: Number(row.id),
    kind: row.kind,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    ...sentText(row.kind, lang),
  });

  const removeFile = async (key: string | null) => {
    if (!key) return;
    try {
      await storage.delete(key);
    } catch (err) {
      log.warn({ err, key }, 'could not delete a report photo');
    }
  };

  /** A replay answers the request made the first time; a request id reused for another kind of send is a conflict. */
  const sameKind = (row: Parameters<typeof receipt>[0], kind: SentKind, lang: Lang) => {
    if (row.kind !== kind) throw new AppError(409, 'CONFLICT', 'This request_id was used for another send: draw a new one.');
    return receipt(row, lang);
  };

  /** The replay's answer, or the new row: inserted once per sender and request id. */
  async function send(
    row: NewSupportRequest,
    lang: Lang,
    beforeNew: BeforeNew,
    prepare?: () => Promise<string | null>,
  ): Promise<SupportReceipt> {
    const existing = await repo.bySenderRequest(repo.db, row.sender_key, row.request_id);
    if (existing) return sameKind(existing, row.kind, lang);
    await beforeNew();
    const photoKey = prepare ? await prepare() : null;
    const inserted = await repo.insert(repo.db, { ...row, photo_key: photoKey }, clock.now());
    if (inserted) return receipt(inserted, lang);
    // Two sends of one request at once: the other one won.
    await removeFile(photoKey);
    const won = await repo.bySenderRequest(repo.db, row.sender_key, row.request_id);
    if (!won) throw new AppError(409, 'CONFLICT', 'The request could not be saved: send it again.');
    return sameKind(won, row.kind, lang);
  }

  return {
    async faq(lang: Lang, q: string | undefined): Promise<FaqList> {
      const terms = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
      const rows = await repo.faq(lang, terms);
      return { items: rows.map((r) => ({ id: Number(r.id), question: r.question, answer: r.answer })) };
    },

    /** An issue report: its rules, the store, then (new sends only) the photo through the upload pipeline. */
    async report(
      sender: Sender & { userId: number },
      form: ReportForm,
      requestId: string,
      lang: Lang,
      beforeNew: BeforeNew,
    ): Promise<SupportReceipt> {
      const f = form.fields;
      const problems = reportProblems({
        ISSUE_TYPE: f.ISSUE_TYPE,
        DESCRIPTION: f.DESCRIPTION,
        LOCATION: f.LOCATION,
        hasPhoto: form.photo !== null,
      });
      if (!problems.LOCATION && !(await repo.storeExists(trimmed(f.LOCATION)))) problems.LOCATION = 'store';
      if (hasProblems(problems)) throw formInvalid(problems);
      const row: NewSupportRequest = {
        kind: 'report',
        user_id: sender.userId,
        request_id: requestId,
        sender_key: senderKey(sender),
        lang,
        issue_type: trimmed(f.ISSUE_TYPE) as NewSupportRequest['issue_type'],
        store_code: trimmed(f.LOCATION),
        body: trimmed(f.DESCRIPTION),
      };
      return send(row, lang, beforeNew, async () => {
        let webp: Buffer;
        try {
          webp = await reencodeImage(form.photo!, (image) =>
            image.resize(REPORT_PHOTO_SIDE, REPORT_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }),
          );
        } catch (err) {
          if (err instanceof AppError && IMAGE_CODES.has(err.code)) throw formInvalid({ PHOTO: 'image' });
          throw err;
        }
        const key = newKey(REPORT_PHOTO_FOLDER, 'webp');
        await storage.put(key, webp, 'image/webp');
        return key;
      });
    },

    async suggestion(sender: Sender & { userId: number }, body: SuggestionBody, lang: Lang, beforeNew: BeforeNew): Promise<SupportReceipt> {
      const problems = suggestionProblems(body);
      if (hasProblems(problems)) throw formInvalid(problems);
      return send(
        {
          kind: 'idea',
          user_id: sender.userId,
          request_id: body.request_id,
          sender_key: senderKey(sender),
          lang,
          title: trimmed(body.TITLE),
          body: trimmed(body.DESCRIPTION),
          accepted_terms: true,
        },
        lang,
        beforeNew,
      );
    },

    async contact(sender: Sender, body: ContactBody, lang: Lang, beforeNew: BeforeNew): Promise<SupportReceipt> {
      const problems = contactProblems(body);
      if (hasProblems(problems)) throw formInvalid(problems);
      return send(
        {
          kind: 'contact',
          user_id: sender.userId,
          request_id: body.request_id,
          sender_key: senderKey(sender),
          lang,
          name: trimmed(body.NAME),
          email: trimmed(body.EMAIL),
          subject: optional(body.SUBJECT),
          body: trimmed(body.MESSAGE),
        },
        lang,
        beforeNew,
      );
    },

    /** A review: a shopper's, or a visitor's with their name and e-mail. The answer is the review as its author sees it. */
    async review(sender: Sender, body: ReviewBody, lang: Lang, beforeNew: BeforeNew): Promise<MyReview> {
      const guest = sender.userId === null;
      const problems = reviewProblems(body, guest);
      if (hasProblems(problems)) throw formInvalid(problems);
      const made = await send(
        {
          kind: 'review',
          user_id: sender.userId,
          request_id: body.request_id,
          sender_key: senderKey(sender),
          lang,
          name: guest ? trimmed(body.GUEST_NAME) : null,
          email: guest ? trimmed(body.GUEST_EMAIL) : null,
          rating: body.RATING as number,
          body: trimmed(body.COMMENT),
        },
        lang,
        beforeNew,
      );
      const row = await repo.review(repo.db, made.id);
      if (!row) throw new AppError(409, 'CONFLICT', 'The review could not be saved: send it again.');
      return toReview(row);
    },

    async myReviews(userId: number, q: PageQuery): Promise<MyReviewPage> {
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await repo.reviews(userId, limit, offset);
      return pageOf(rows.map(toReview), q, total);
    },

    /** 404 REVIEW_NOT_FOUND unless it is the caller's own review, still there. */
    async deleteReview(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteReview(userId, id, clock.now()))) throw new AppError(404, 'REVIEW_NOT_FOUND', 'No such review of yours.');
    },
  };
}

const toReview = (r: { id: string | number; rating: number | null; body: string; created_at: Date }): MyReview => ({
  id: Number(r.id),
  rating: r.rating ?? 0,
  comment: r.body,
  created_at: new Date(r.created_at).toISOString(),
});

export type HelpService = ReturnType<typeof createHelpService>;
