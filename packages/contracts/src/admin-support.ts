import { z } from 'zod';
import { PlainDate } from './pagination.ts';
import { CONTROL_CHARACTERS } from './text.ts';
import { RequestId } from './wallet.ts';

/**
 * The back office's « Relation client » (docs/help.md#back-office): the support inbox (reports,
 * ideas, contact messages, reviews), and the editors of the FAQ and of the versioned terms, legal
 * notices and privacy policy.
 */

export const SUPPORT_KINDS = ['report', 'idea', 'contact', 'review'] as const;
export const SupportKind = z.enum(SUPPORT_KINDS);
export type SupportKind = z.infer<typeof SupportKind>;
/** nouveau → en_cours → repondu → clos; a closed request may be reopened. */
export const SUPPORT_STATUSES = ['nouveau', 'en_cours', 'repondu', 'clos'] as const;
export const SupportStatus = z.enum(SUPPORT_STATUSES);
export type SupportStatus = z.infer<typeof SupportStatus>;

/** A text of several lines: trimmed, `min` (1) to `max` characters, no control character but line breaks and tabs. */
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f]/;
export const multiLine = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((v) => !CONTROL_BUT_LINES.test(v), 'control characters are not allowed');
const oneLine = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'control characters are not allowed');

/** The inbox's position: the last row's `created_at` (ms) and id, as the previous page's next_cursor. */
export const SupportCursor = z.string().regex(/^\d{1,15}_\d{1,18}$/, 'expected the next_cursor of the previous page');

export const SupportInboxQuery = z.object({
  kind: SupportKind.optional(),
  status: SupportStatus.optional(),
  assigned: z
    .string()
    .regex(/^(me|none|\d{1,9})$/, "expected 'me', 'none' or a staff id")
    .optional()
    .describe("'me': assigned to the caller; 'none': to nobody; a staff id"),
  q: z.string().trim().max(100).optional().describe('Words of the text, title, subject, name or e-mail; or #<id>'),
  cursor: SupportCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type SupportInboxQuery = z.input<typeof SupportInboxQuery>;

export const SupportIdParams = z.object({ id: z.coerce.number().int().min(1).max(9_007_199_254_740_991) });

const StaffRef = z.object({ id: z.number().int(), email: z.string() }).meta({ id: 'SupportStaffRef' });

export const SupportRequestSummary = z
  .object({
    id: z.number().int(),
    kind: SupportKind,
    status: SupportStatus,
    created_at: z.string(),
    updated_at: z.string(),
    /** An idea's title, a contact's subject, a report's type; null otherwise. */
    title: z.string().nullable(),
    issue_type: z.enum(['connexion', 'produits', 'last-chance', 'autre']).nullable(),
    excerpt: z.string().describe('The first 160 characters of the text'),
    sender: z.string().describe("The shopper's first name and last initial, or the guest's name"),
    guest: z.boolean().describe('Sent without an account (the answer goes by e-mail)'),
    assigned_to: StaffRef.nullable(),
    has_photo: z.boolean(),
    rating: z.number().int().nullable(),
    retained: z.boolean().describe('An idea retained (its voucher issued)'),
  })
  .meta({ id: 'SupportRequestSummary' });
export type SupportRequestSummary = z.infer<typeof SupportRequestSummary>;

const Counts = z.object({ nouveau: z.number().int(), en_cours: z.number().int(), repondu: z.number().int(), clos: z.number().int() });
export const SupportInboxPage = z
  .object({
    items: z.array(SupportRequestSummary),
    next_cursor: z.string().nullable().describe('Pass it as ?cursor= for the next page; null on the last'),
    counts: z
      .object({ report: Counts, idea: Counts, contact: Counts, review: Counts })
      .describe('Every request by kind and status (filters aside)'),
  })
  .meta({ id: 'SupportInboxPage' });
export type SupportInboxPage = z.infer<typeof SupportInboxPage>;

export const SupportReply = z
  .object({
    id: z.number().int(),
    body: z.string(),
    created_at: z.string(),
    staff: StaffRef.nullable(),
    channel: z.enum(['inbox', 'email']).describe("inbox: the shopper's notifications; email: a guest's e-mail"),
  })
  .meta({ id: 'SupportReply' });
export type SupportReply = z.infer<typeof SupportReply>;

export const SupportRequestDetail = SupportRequestSummary.extend({
  body: z.string(),
  subject: z.string().nullable(),
  lang: z.enum(['fr', 'ar']),
  store: z.object({ code: z.string(), name: z.string() }).nullable(),
  shopper: z
    .object({ id: z.number().int().describe('UID'), name: z.string(), phone: z.string().describe('Masked but the last 3 digits') })
    .nullable()
    .describe('The account that sent it; null for a guest'),
  guest_name: z.string().nullable(),
  guest_email: z.string().nullable(),
  accepted_terms: z.boolean().nullable(),
  retained_at: z.string().nullable(),
  voucher: z.object({ id: z.number().int(), code: z.string(), label: z.string(), expires_at: z.string() }).nullable(),
  replies: z.array(SupportReply),
}).meta({ id: 'SupportRequestDetail' });
export type SupportRequestDetail = z.infer<typeof SupportRequestDetail>;

export const SupportStatusBody = z.object({ status: SupportStatus });
export const SupportAssignBody = z.object({
  staff_id: z.number().int().min(1).max(2_147_483_647).nullable().describe('A support or admin staff member; null: nobody'),
});
export const SupportReplyBody = z.object({
  body: multiLine(2000),
  request_id: RequestId.describe('Same id, same reply: a retried send answers once'),
});
export type SupportReplyBody = z.input<typeof SupportReplyBody>;

export const SupportAgent = z
  .object({ id: z.number().int(), email: z.string(), role: z.enum(['admin', 'support']) })
  .meta({ id: 'SupportAgent' });
export const SupportAgents = z.object({ items: z.array(SupportAgent) }).meta({ id: 'SupportAgents' });
export type SupportAgents = z.infer<typeof SupportAgents>;

// --- FAQ ---

export const FaqItemAdmin = z
  .object({
    id: z.number().int(),
    question_fr: z.string(),
    question_ar: z.string(),
    answer_fr: z.string(),
    answer_ar: z.string(),
    position: z.number().int(),
    published: z.boolean(),
    version: z.number().int().describe('Moves at every edit'),
    updated_at: z.string(),
    updated_by: z.string().nullable().describe("The last editor's e-mail"),
  })
  .meta({ id: 'FaqItemAdmin' });
export type FaqItemAdmin = z.infer<typeof FaqItemAdmin>;
export const FaqItemsAdmin = z.object({ items: z.array(FaqItemAdmin) }).meta({ id: 'FaqItemsAdmin' });
export type FaqItemsAdmin = z.infer<typeof FaqItemsAdmin>;

export const FaqItemBody = z.object({
  question_fr: oneLine(300),
  question_ar: oneLine(300, 0).describe('Empty: the app shows the French question'),
  answer_fr: multiLine(4000),
  answer_ar: multiLine(4000, 0).describe('Empty: the app shows the French answer'),
  published: z.boolean().default(true),
});
export type FaqItemBody = z.input<typeof FaqItemBody>;
export const FaqItemUpdate = FaqItemBody.extend({
  version: z.number().int().min(1).max(2_147_483_647).describe('The version edited: another edit since → 409 CONFLICT'),
});
export type FaqItemUpdate = z.input<typeof FaqItemUpdate>;
export const FaqIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const FaqOrderBody = z.object({
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(500).describe('Every item id, in the new order'),
});

// --- Terms, legal notices, privacy ---

export const CONTENT_DOCS = ['cgu', 'legal', 'privacy'] as const;
export const ContentDoc = z.enum(CONTENT_DOCS);
export type ContentDoc = z.infer<typeof ContentDoc>;
export const ContentDocParams = z.object({ doc: ContentDoc });
export const ContentVersionParams = z.object({ doc: ContentDoc, version: z.coerce.number().int().min(1).max(100_000) });

/** A version's text: plain text, paragraphs split by a blank line, '## ' starts a heading (no HTML). */
export const ContentBody = multiLine(60_000);

export const ContentVersionAdmin = z
  .object({
    id: z.number().int(),
    doc: ContentDoc,
    version: z.number().int(),
    body_fr: z.string(),
    body_ar: z.string(),
    effective_on: z.string().describe('YYYY-MM-DD'),
    published_at: z.string().nullable().describe('Null while a draft; a published version is never edited'),
    created_at: z.string(),
    created_by: z.string().nullable(),
  })
  .meta({ id: 'ContentVersionAdmin' });
export type ContentVersionAdmin = z.infer<typeof ContentVersionAdmin>;
export const ContentVersionsAdmin = z
  .object({ items: z.array(ContentVersionAdmin).describe('Newest first') })
  .meta({ id: 'ContentVersionsAdmin' });
export type ContentVersionsAdmin = z.infer<typeof ContentVersionsAdmin>;

export const ContentDraftBody = z.object({ body_fr: ContentBody, body_ar: ContentBody, effective_on: PlainDate });
export type ContentDraftBody = z.input<typeof ContentDraftBody>;
