/**
 * Every upload refuses past the very number the apps show (packages/contracts/src/upload-limits.ts,
 * docs/formats.md#bytes): a file of the limit's size goes through the size check, one byte more is a
 * 413 FILE_TOO_LARGE whose message gives the limit as formatBytes writes it.
 */
import { AVATAR_MAX_BYTES, CAMPAIGN_IMAGE_MAX_BYTES, PRODUCT_IMAGE_FIELD, PRODUCT_PHOTO_MAX_BYTES } from '@qadhya/contracts';
import { AVATAR_FIELD, CAMPAIGN_IMAGE_FIELD } from '@qadhya/contracts/routes';
import { formatBytes } from '@qadhya/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createStaff } from '../admin/staff-helpers.ts';
import { createUser } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { postFile } from '../helpers/multipart.ts';

const app: FastifyInstance = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const shopper = await createUser(app);
const marketing = await createStaff(app, 'marketing');

const cases = [
  {
    what: 'an avatar',
    url: '/api/v1/users/me/avatar',
    headers: shopper.headers,
    field: AVATAR_FIELD,
    limit: AVATAR_MAX_BYTES,
    shown: '5 Mo',
  },
  {
    what: 'a product photo',
    url: '/api/v1/admin/products/0000000000000/image',
    headers: marketing.headers,
    field: PRODUCT_IMAGE_FIELD,
    limit: PRODUCT_PHOTO_MAX_BYTES,
    shown: '8 Mo',
  },
  {
    what: 'a campaign picture',
    url: '/api/v1/admin/campaigns/999999/image',
    headers: marketing.headers,
    field: CAMPAIGN_IMAGE_FIELD,
    limit: CAMPAIGN_IMAGE_MAX_BYTES,
    shown: '8 Mo',
  },
];

describe('upload limits: the server refuses past the number both apps show', () => {
  it.each(cases)('$what: $shown exactly passes the size check, one byte more is 413', async ({ url, headers, field, limit, shown }) => {
    expect(formatBytes(limit, 'fr')).toBe(shown);
    const over = await postFile(app, url, headers, Buffer.alloc(limit + 1), { field });
    expect(over.statusCode).toBe(413);
    expect(over.json().code).toBe('FILE_TOO_LARGE');
    expect(over.json().message).toContain(`${shown} (${limit} bytes)`);
    // The limit itself: refused for what the bytes are (not an image, or no such product), never for their size.
    const at = await postFile(app, url, headers, Buffer.alloc(limit), { field });
    expect(at.statusCode).not.toBe(413);
    expect(at.statusCode).toBeLessThan(500);
  });
});
