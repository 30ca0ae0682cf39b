/**
 * The one place where a refused field becomes the text the shopper reads (docs/forms.md#messages):
 * a zod issue (from the contract's schema or its rules) or a server's 422 rule is first named as a
 * rule, then looked up for its form and field. Every message of every form is in MESSAGES.
 */

/** What a field broke: the contracts' rules (`HelpRule`) and the names given to zod's own issues. */
export type Rule =
  | 'required'
  | 'min'
  | 'max'
  | 'email'
  | 'accepted'
  | 'choice'
  | 'store'
  | 'image'
  | 'range'
  | 'format'
  | 'invalid'
  | 'phone'
  | 'own_number'
  | 'cin'
  | 'passport';

/** form → field → rule → i18n key; `*` is any other rule, and the `*` field any other field. */
type Messages = Record<string, Partial<Record<Rule | '*', string>>>;

/** The sign-in forms' texts (docs/accounts.md#form-rules): the spec's words, one a field. */
const A = 'auth.validation';
const authPhone = { required: `${A}.required`, '*': `${A}.phoneDigits` };
const authTooLong = { max: `${A}.tooLong` };
/** 'Nouveau client !' and 'S'inscrire': every field required with its own message. */
const authProfile = {
  NAME: { '*': `${A}.name` },
  LASTNAME: { '*': `${A}.lastname` },
  GENDER: { '*': `${A}.gender` },
  BIRTHDATE: { '*': `${A}.birthdate` },
  EMAIL: { required: `${A}.email`, '*': `${A}.emailFormat` },
  PHONE: { required: `${A}.phone`, '*': `${A}.phoneDigits` },
  ADDRESS: { '*': `${A}.address` },
  PASSWORD: { required: `${A}.password`, '*': `${A}.passwordMin` },
  '*': authTooLong,
};

const MESSAGES = {
  report: {
    ISSUE_TYPE: { '*': 'help.report.errors.type' },
    DESCRIPTION: { '*': 'help.report.errors.description' },
    LOCATION: { '*': 'help.report.errors.location' },
    PHOTO: { image: 'help.report.errors.photoImage', '*': 'help.report.errors.photo' },
    '*': { max: 'help.report.errors.tooLong' },
  },
  idea: {
    TITLE: { '*': 'help.idea.errors.title' },
    DESCRIPTION: { '*': 'help.idea.errors.description' },
    ACCEPTED_TERMS: { '*': 'help.idea.errors.terms' },
    '*': { max: 'help.idea.errors.tooLong' },
  },
  contact: {
    NAME: { '*': 'help.contact.errors.name' },
    EMAIL: { email: 'help.contact.errors.emailInvalid', '*': 'help.contact.errors.email' },
    MESSAGE: { '*': 'help.contact.errors.message' },
    '*': { max: 'help.contact.errors.tooLong' },
  },
  note: {
    RATING: { '*': 'help.note.errors.rating' },
    GUEST_NAME: { '*': 'help.note.errors.guestName' },
    GUEST_EMAIL: { email: 'help.note.errors.guestEmailInvalid', '*': 'help.note.errors.guestEmail' },
    '*': { max: 'help.note.errors.tooLong' },
  },
  // The spec's message when a field is missing (and for a rule this app does not know), ours for the rest;
  // « too long » takes {{max}} (docs/mobile-offer.md#reservation-form).
  reservation: {
    ACTION: { '*': 'mobileOffer.form.errors.action' },
    LINE_NUMBER: { '*': 'mobileOffer.form.errors.line' },
    LAST_NAME: { '*': 'mobileOffer.form.errors.lastName' },
    FIRST_NAME: { '*': 'mobileOffer.form.errors.firstName' },
    ADDRESS: { max: 'mobileOffer.form.errors.addressMax', '*': 'mobileOffer.form.errors.address' },
    TYPE: { '*': 'mobileOffer.form.errors.idType' },
    NUMBER_IDENTITE: { '*': 'mobileOffer.form.errors.idNumber' },
    '*': {
      choice: 'mobileOffer.form.errors.choice',
      phone: 'mobileOffer.form.errors.phone',
      own_number: 'mobileOffer.form.errors.ownNumber',
      cin: 'mobileOffer.form.errors.cin',
      passport: 'mobileOffer.form.errors.passport',
      max: 'mobileOffer.form.errors.nameMax',
    },
  },
  addList: {
    title: { max: 'courses.addList.nameTooLong', '*': 'courses.addList.nameRequired' },
  },
  // No message: « Ajouter » stays disabled while the text is blank (docs/shopping-lists.md).
  listText: {},
  invite: {
    email: { required: 'games.invite.required', '*': 'games.invite.invalid' },
  },
  attach: {
    code: { '*': 'purchases.attach.invalid' },
  },
  budget: {
    amount: { '*': 'purchases.budget.invalid' },
  },
  allocate: {
    to_user_id: { '*': 'purchases.budget.chooseMember' },
    amount: { '*': 'purchases.budget.invalid' },
  },
  addToListName: {
    title: { '*': 'addToListSheet.nameRequired' },
  },
  phone: {
    PHONE: authPhone,
  },
  classic: {
    PHONE: authPhone,
    PASSWORD: { '*': `${A}.required` },
    '*': authTooLong,
  },
  client: authProfile,
  register: {
    ...authProfile,
    ACCEPT_TERMS: { '*': `${A}.acceptTerms` },
  },
  newPassword: {
    PASSWORD: { required: `${A}.password`, '*': `${A}.passwordMin` },
    CONFIRM: { required: `${A}.required`, '*': `${A}.passwordMatch` },
    '*': authTooLong,
  },
  // The settings' « Mes informations »: a new password too short is refused without a message (docs/accounts.md#settings).
  profile: {
    NAME: { '*': 'account.validation.nameRequired' },
    EMAIL: { '*': 'account.validation.emailInvalid' },
    ADDRESS: { '*': 'account.validation.addressInvalid' },
    PASSWORD: {},
    CURRENT_PASSWORD: { '*': 'account.settings.proof.currentRequired' },
    CODE: { '*': 'account.settings.proof.codeFormat' },
  },
  member: {
    IDENTIFIANT: { required: 'account.validation.required', '*': 'account.validation.eightDigits' },
    AVATAR: { '*': 'account.validation.avatarRequired' },
    RELATION: { '*': 'account.validation.relationRequired' },
  },
  // The weekly push « Cette semaine sur ma liste » (notification settings): a day and an hour are chosen from lists.
  listDealsAlert: { '*': { '*': 'listDealsAlert.invalid' } },
  // « Alertes Dernière chance » (last-chance screens): stores, products and categories are chosen from lists; only their counts can be refused.
  lastChanceFollows: { '*': { '*': 'lastChanceFollow.invalid' } },
} satisfies Record<string, Messages>;

export type FormName = keyof typeof MESSAGES;

/** The part of a zod issue that names its rule (zod 4's issue shapes, read loosely). */
export interface IssueLike {
  code: string;
  input?: unknown;
  format?: string;
  params?: Record<string, unknown> | undefined;
}

const empty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The rule a zod issue broke: a contract rule carried in `params.rule`, else one named from its code. */
export function ruleOf(issue: IssueLike): Rule {
  const carried = issue.params?.rule;
  if (typeof carried === 'string') return carried as Rule;
  switch (issue.code) {
    case 'too_small':
      return empty(issue.input) ? 'required' : 'min';
    case 'too_big':
      return 'max';
    case 'invalid_format':
      return empty(issue.input) ? 'required' : issue.format === 'email' ? 'email' : 'format';
    case 'invalid_type':
      return empty(issue.input) ? 'required' : 'invalid';
    case 'invalid_value':
      return empty(issue.input) ? 'required' : 'choice';
    default:
      return 'invalid';
  }
}

/** The i18n key of a field refused for a rule, in one form; null when the form has no message for it. */
export function messageKey(form: FormName, field: string, rule: Rule): string | null {
  const table: Messages = MESSAGES[form];
  const own = table[field];
  return own?.[rule] ?? table['*']?.[rule] ?? own?.['*'] ?? table['*']?.['*'] ?? null;
}

/** Each refused field's message key, its first issue's (as formResolver names them): field → key, null when none. */
export function fieldMessages(
  form: FormName,
  issues: readonly (IssueLike & { path: readonly PropertyKey[] })[],
): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = messageKey(form, field, ruleOf(issue));
  }
  return out;
}
