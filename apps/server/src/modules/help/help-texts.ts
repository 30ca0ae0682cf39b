import type { Lang } from '../../http/lang.ts';

/**
 * The server's own words for the help forms' answers, in French and Arabic (docs/help.md#forms-api).
 * The keys are the app's (help.<form>.sent), so the app can show its own text for the same answer.
 */
export const HELP_SENT_TEXTS = {
  report: {
    key: 'help.report.sent',
    fr: 'Merci pour votre signalement. Notre équipe va l’analyser et vous répondra très bientôt.',
    ar: 'شكرًا على بلاغك. سيقوم فريقنا بدراسته والرد عليك قريبًا جدًا.',
  },
  idea: {
    key: 'help.idea.sent',
    fr: 'Merci pour votre idée ! Elle sera analysée par notre équipe, et des surprises pourraient suivre.',
    ar: 'شكرًا على فكرتك! سيدرسها فريقنا، وقد تتبعها مفاجآت.',
  },
  contact: {
    key: 'help.contact.sent',
    fr: 'Votre message a été envoyé avec succès !',
    ar: 'تم إرسال رسالتك بنجاح!',
  },
  review: {
    key: 'help.note.sent',
    fr: 'Merci pour votre avis !',
    ar: 'شكرًا على تقييمك!',
  },
} as const;

export type SentKind = keyof typeof HELP_SENT_TEXTS;

export const sentText = (kind: SentKind, lang: Lang) => ({ message_key: HELP_SENT_TEXTS[kind].key, message: HELP_SENT_TEXTS[kind][lang] });
