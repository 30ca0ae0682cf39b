import type { ContactBody, ReviewBody, SuggestionBody } from '@qadhya/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { useLanguage } from '../../../lib/i18n/index.ts';

export const helpKeys = {
  faq: (lang: string, q: string) => ['help', 'faq', lang, q] as const,
  reviews: ['help', 'reviews'] as const,
};

/** GET /faq?q=: the published FAQ in the app's language (docs/help.md#faq). */
export function useFaq(q: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.faq(lang, q),
    queryFn: ({ signal }) => call(ops.listFaq, { query: q ? { q } : {} }, { signal, silent: true, lang }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** The forms' sends are silent: each screen tells the shopper itself, next to what they typed. */
const quiet = { silent: true } as const;

export interface ReportInput {
  ISSUE_TYPE: string;
  DESCRIPTION: string;
  LOCATION: string;
  request_id: string;
  photo: Blob;
  photoName: string;
}

/** POST /issue-reports (multipart; the photo in PHOTO). */
export function sendReport(input: ReportInput) {
  const form = new FormData();
  form.append('ISSUE_TYPE', input.ISSUE_TYPE);
  form.append('DESCRIPTION', input.DESCRIPTION);
  form.append('LOCATION', input.LOCATION);
  form.append('request_id', input.request_id);
  form.append('PHOTO', input.photo, input.photoName.replace(/[/\\]/g, '_') || 'photo.jpg');
  return call(ops.reportIssue, { body: form }, quiet);
}

export const sendSuggestion = (body: SuggestionBody) => call(ops.sendSuggestion, { body }, quiet);
export const sendContact = (body: ContactBody) => call(ops.sendContactMessage, { body }, quiet);

/** GET /reviews: the shopper's own reviews, newest first (first page of 50). */
export function useMyReviews(enabled: boolean) {
  return useQuery({
    queryKey: helpKeys.reviews,
    queryFn: ({ signal }) => call(ops.listMyReviews, { query: { pageSize: 50 } }, { signal, silent: true }),
    enabled,
  });
}

export function useSendReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBody) => call(ops.createReview, { body }, quiet),
    onSuccess: () => void client.invalidateQueries({ queryKey: helpKeys.reviews }),
  });
}

export function useDeleteReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ops.deleteReview, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: helpKeys.reviews }),
  });
}
