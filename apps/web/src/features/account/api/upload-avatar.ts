import type { AvatarResponse } from '@qadhya/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildUrl } from '../../../lib/api/index.ts';
import { toApiError } from '../../../lib/api/api-error.ts';
import { handleApiError } from '../../../lib/api/error-handler.ts';
import { readToken } from '../../../lib/storage/session.ts';
import { storeUser } from '../model/stored-user.ts';
import { accountKeys } from './keys.ts';

/** Avatar codes the settings screen explains itself; other failures go to the default handler. */
const OWN_CODES = new Set([
  'FILE_MISSING',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_IMAGE_TYPE',
  'IMAGE_TOO_LARGE',
  'IMAGE_INVALID',
  'INVALID_FILE_NAME',
]);

export interface UploadInput {
  file: File;
  /** 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
}

/**
 * POST /users/me/avatar, multipart field AVATAR. XMLHttpRequest rather than fetch: it reports upload
 * progress. The answer's user is stored (saveCurrentUser) so the menu and every screen follow.
 */
export function uploadAvatar({ file, onProgress }: UploadInput): Promise<AvatarResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const path = '/users/me/avatar';
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => {
      const error = new ApiError(0, 'NETWORK_ERROR', 'Network error', 'POST', path);
      handleApiError(error);
      reject(error);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        /* not JSON */
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = body as AvatarResponse;
        storeUser(answer.data);
        resolve(answer);
        return;
      }
      const error = toApiError(xhr.status, body, 'POST', path);
      handleApiError(error, { silent: OWN_CODES.has(error.code) });
      reject(error);
    };
    const form = new FormData();
    form.append('AVATAR', file, file.name);
    xhr.send(form);
  });
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ data }) => {
      client.setQueryData(accountKeys.me, data);
    },
  });
}
