import type { ContentVersion, PublicContentDoc } from '@qadhya/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, ops } from '../../../lib/api/index.ts';
import { OFFLINE_QUERY, withOfflineFallback, type OfflineIO } from '../../../lib/offline/index.ts';

/** The last version read of each text, on the device (docs/content.md#offline). */
const contentIO = (doc: PublicContentDoc): OfflineIO<ContentVersion> => {
  const key = `content:${doc}`;
  return {
    save: async (dbs, data) => {
      await dbs.products.meta.put({ key, value: data });
    },
    load: async (dbs) => (await dbs.products.meta.get(key))?.value as ContentVersion | undefined,
  };
};

export const contentKeys = {
  doc: (doc: PublicContentDoc) => ['content', doc] as const,
  terms: (user: string) => ['terms-status', user] as const,
};

/** GET /content/:doc (both languages in one answer), the last one read kept for offline reading. */
export const contentQueryOptions = (doc: PublicContentDoc) =>
  queryOptions({
    queryKey: contentKeys.doc(doc),
    queryFn: ({ signal }) =>
      withOfflineFallback(
        `content:${doc}`,
        (quiet) => call(ops.getContentDocument, { params: { doc } }, { signal, silent: quiet, auth: false }),
        contentIO(doc),
      ),
    ...OFFLINE_QUERY,
  });

export const useContent = (doc: PublicContentDoc) => useQuery(contentQueryOptions(doc));

export const fetchTermsStatus = (signal?: AbortSignal) => call(ops.getTermsStatus, {}, { signal, silent: true });

export const acceptTerms = (version: number) => call(ops.acceptTerms, { body: { version } });
