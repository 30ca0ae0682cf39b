import { call, ops } from '../../../lib/api/index.ts';

/** GET /content/cgu (public): the terms version the registration box accepts, recorded with the account. */
export const getTermsVersion = (signal?: AbortSignal) =>
  call(ops.getContentDocument, { params: { doc: 'cgu' } }, { signal, silent: true, auth: false });
