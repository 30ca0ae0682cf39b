import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';
import { LangParam } from './lang.ts';
import { REPORT_PHOTO_MAX_BYTES, atMostBytes } from './upload-limits.ts';
import { RequestId } from './wallet.ts';

/**
 * Help for shoppers under /api/v1 (issue 18, docs/help.md): the FAQ, issue reports, ideas, the
 * contact form and reviews. Each form's rules live here once, for the server (422 FORM_INVALID with
 * the fields and rules in `details`) and for the app (the same rules, its own fr/ar messages).
 */

/** The numbers of the forms (docs/help.md#rules). */
export const HELP_LIMITS = {
  descriptionMin: 10,
  contactNameMin: 3,
  contactMessageMin: 4,
  guestNameMin: 3,
  ratingMin: 0,
  ratingMax: 10,
  ratingDefault: 4,
  titleMax: 120,
  nameMax: 80,
  emailMax: 254,
  subjectMax: 150,
  textMax: 2000,
  /** The photo of a report (upload-limits.ts). */
  photoMaxBytes: REPORT_PHOTO_MAX_BYTES,
} as const;
const L = HELP_LIMITS;

export const ISSUE_TYPES = ['connexion', 'produits', 'last-chance', 'autre'] as const;
export const IssueType = z.enum(ISSUE_TYPES);
export type IssueType = z.infer<typeof IssueType>;

/** Why a field was refused: the app shows the spec's message for field + rule. */
export const HELP_RULES = ['required', 'min', 'max', 'email', 'accepted', 'choice', 'store', 'image', 'range'] as const;
export type HelpRule = (typeof HELP_RULES)[number];
export type Problems<F extends string> = Partial<Record<F, HelpRule>>;

/** A loose text field: the rules (required, min, max) are checked by the form's rules, not here. */
const Loose = (max: number) =>
  z
    .string()
    .max(max * 2 + 100)
    .optional();

const emailOk = (value: string) => value.length <= L.emailMax && z.email().safeParse(value).success;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function textRule(value: unknown, opts: { min?: number; max: number; required?: boolean }): HelpRule | undefined {
  const v = text(value);
  if (!v) return opts.required === false ? undefined : 'required';
  if (opts.min !== undefined && v.length < opts.min) return 'min';
  if (v.length > opts.max) return 'max';
  return undefined;
}

const clean = <F extends string>(p: Record<F, HelpRule | undefined>): Problems<F> =>
  Object.fromEntries(Object.entries(p).filter(([, r]) => r !== undefined)) as Problems<F>;

// ——— Issue report ———

export type ReportField = 'ISSUE_TYPE' | 'DESCRIPTION' | 'LOCATION' | 'PHOTO';
export interface ReportValues {
  ISSUE_TYPE?: unknown;
  DESCRIPTION?: unknown;
  LOCATION?: unknown;
  /** Whether a photo is attached (its bytes are checked by the server's upload pipeline). */
  hasPhoto: boolean;
}
/** Type required ('Veuillez choisir un type'), description ≥ 10, location required, photo required. */
export function reportProblems(v: ReportValues): Problems<ReportField> {
  const type = text(v.ISSUE_TYPE);
  return clean<ReportField>({
    ISSUE_TYPE: !type ? 'required' : (ISSUE_TYPES as readonly string[]).includes(type) ? undefined : 'choice',
    DESCRIPTION: textRule(v.DESCRIPTION, { min: L.descriptionMin, max: L.textMax }),
    LOCATION: !text(v.LOCATION) ? 'required' : /^[A-Za-z0-9_-]{1,20}$/.test(text(v.LOCATION)) ? undefined : 'store',
    PHOTO: v.hasPhoto ? undefined : 'required',
  });
}

/** The multipart fields of POST /issue-reports (documentation: the stream is read by the route). */
export const ISSUE_REPORT_FIELDS = ['ISSUE_TYPE', 'DESCRIPTION', 'LOCATION', 'PHOTO', 'request_id'] as const;
export const IssueReportForm = z.unknown().meta({
  type: 'object',
  properties: {
    ISSUE_TYPE: { type: 'string', enum: [...ISSUE_TYPES] },
    DESCRIPTION: { type: 'string', minLength: L.descriptionMin, maxLength: L.textMax },
    LOCATION: { type: 'string', description: 'A store code of GET /stores (magasin_code)' },
    PHOTO: { type: 'string', format: 'binary', description: `JPEG, PNG or WebP, ${atMostBytes(REPORT_PHOTO_MAX_BYTES)}` },
    request_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  },
  required: ['ISSUE_TYPE', 'DESCRIPTION', 'LOCATION', 'PHOTO', 'request_id'],
});

// ——— Suggestion ———

export type SuggestionField = 'TITLE' | 'DESCRIPTION' | 'ACCEPTED_TERMS';
export const SuggestionBody = z
  .object({
    TITLE: Loose(L.titleMax),
    DESCRIPTION: Loose(L.textMax),
    ACCEPTED_TERMS: z
      .union([z.literal(0), z.literal(1)])
      .optional()
      .describe('1: the shopper agrees the idea may be analysed and adapted'),
    request_id: RequestId.describe('Same id, same idea: a retried send makes one'),
  })
  .meta({ id: 'SuggestionBody' });
export type SuggestionBody = z.input<typeof SuggestionBody>;
export function suggestionProblems(v: { TITLE?: unknown; DESCRIPTION?: unknown; ACCEPTED_TERMS?: unknown }): Problems<SuggestionField> {
  return clean<SuggestionField>({
    TITLE: textRule(v.TITLE, { max: L.titleMax }),
    DESCRIPTION: textRule(v.DESCRIPTION, { min: L.descriptionMin, max: L.textMax }),
    ACCEPTED_TERMS: v.ACCEPTED_TERMS === 1 || v.ACCEPTED_TERMS === true ? undefined : 'accepted',
  });
}

// ——— Contact ———

export type ContactField = 'NAME' | 'EMAIL' | 'SUBJECT' | 'MESSAGE';
export const ContactBody = z
  .object({
    NAME: Loose(L.nameMax),
    EMAIL: Loose(L.emailMax),
    SUBJECT: Loose(L.subjectMax),
    MESSAGE: Loose(L.textMax),
    request_id: RequestId.describe('Same id, same message: a retried send makes one'),
  })
  .meta({ id: 'ContactBody' });
export type ContactBody = z.input<typeof ContactBody>;
export function contactProblems(v: { NAME?: unknown; EMAIL?: unknown; SUBJECT?: unknown; MESSAGE?: unknown }): Problems<ContactField> {
  const email = text(v.EMAIL);
  return clean<ContactField>({
    NAME: textRule(v.NAME, { min: L.contactNameMin, max: L.nameMax }),
    EMAIL: !email ? 'required' : emailOk(email) ? undefined : 'email',
    SUBJECT: textRule(v.SUBJECT, { max: L.subjectMax, required: false }),
    MESSAGE: textRule(v.MESSAGE, { min: L.contactMessageMin, max: L.textMax }),
  });
}

// ——— Review ———

export type ReviewField = 'RATING' | 'COMMENT' | 'GUEST_NAME' | 'GUEST_EMAIL';
export const ReviewBody = z
  .object({
    RATING: z.number().optional().describe('An integer from 0 to 10 (the app starts at 4)'),
    COMMENT: Loose(L.textMax),
    GUEST_NAME: Loose(L.nameMax).describe('A visitor (no bearer): their name, at least 3 characters'),
    GUEST_EMAIL: Loose(L.emailMax).describe('A visitor (no bearer): their e-mail'),
    request_id: RequestId.describe('Same id, same review: a retried send makes one'),
  })
  .meta({ id: 'ReviewBody' });
export type ReviewBody = z.input<typeof ReviewBody>;
/** RATING an integer 0–10; COMMENT optional; a visitor gives a name (≥ 3) and a valid e-mail. */
export function reviewProblems(
  v: { RATING?: unknown; COMMENT?: unknown; GUEST_NAME?: unknown; GUEST_EMAIL?: unknown },
  guest: boolean,
): Problems<ReviewField> {
  const r = v.RATING;
  const email = text(v.GUEST_EMAIL);
  return clean<ReviewField>({
    RATING:
      r === undefined || r === null || r === ''
        ? 'required'
        : Number.isInteger(r) && (r as number) >= L.ratingMin && (r as number) <= L.ratingMax
          ? undefined
          : 'range',
    COMMENT: textRule(v.COMMENT, { max: L.textMax, required: false }),
    GUEST_NAME: guest ? textRule(v.GUEST_NAME, { min: L.guestNameMin, max: L.nameMax }) : undefined,
    GUEST_EMAIL: guest ? (!email ? 'required' : emailOk(email) ? undefined : 'email') : undefined,
  });
}

// ——— Answers ———

/** What a send answers: the request as support will see it. */
export const SupportReceipt = z
  .object({
    id: z.number().int(),
    kind: z.enum(['report', 'idea', 'contact', 'review']),
    status: z.enum(['nouveau', 'en_cours', 'repondu', 'clos']),
    created_at: z.string().describe('ISO instant'),
    message_key: z.string().describe("The app's text for the thank-you (e.g. help.contact.sent)"),
    message: z.string().describe('The same text in the answer’s language'),
  })
  .meta({ id: 'SupportReceipt' });
export type SupportReceipt = z.infer<typeof SupportReceipt>;

export const MyReview = z
  .object({
    id: z.number().int(),
    rating: z.number().int().min(0).max(10),
    comment: z.string(),
    created_at: z.string().describe('ISO instant'),
  })
  .meta({ id: 'MyReview' });
export type MyReview = z.infer<typeof MyReview>;

export const MyReviewPage = paged(MyReview).meta({ id: 'MyReviewPage' });
export type MyReviewPage = z.infer<typeof MyReviewPage>;
export const ReviewsQuery = PageQuery;
export const ReviewIdParams = z.object({ id: z.coerce.number().int().min(1).max(9_007_199_254_740_991) });

// ——— FAQ ———

export const FaqQuery = z.object({
  q: z.string().trim().max(100).optional().describe('Words to find in the questions and answers (accent- and case-insensitive)'),
  lang: LangParam,
});
export type FaqQuery = z.input<typeof FaqQuery>;

export const FaqItem = z.object({ id: z.number().int(), question: z.string(), answer: z.string() }).meta({ id: 'FaqItem' });
export type FaqItem = z.infer<typeof FaqItem>;
export const FaqList = z.object({ items: z.array(FaqItem) }).meta({ id: 'FaqList' });
export type FaqList = z.infer<typeof FaqList>;
