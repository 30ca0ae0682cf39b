import { formatBytes } from '@qadhya/domain';

/**
 * Every upload's size limit, in bytes, 1024-based (docs/formats.md#bytes): the server refuses a file
 * past its limit (413 FILE_TOO_LARGE) with these very numbers, and both apps show them through
 * `formatBytes` (« 5 Mo », « ⁦5⁩ م.ب »), so a figure on a screen is never typed a second time.
 */

const MIB = 1024 * 1024;

/** A shopper's avatar, and every other photo a shopper sends (docs/accounts.md). */
export const AVATAR_MAX_BYTES = 5 * MIB;
/** A photo added to a shopping list: the avatar's limit (docs/shopping-lists.md). */
export const LIST_IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;
/** The photo of an issue report: the avatar's limit (docs/help.md). */
export const REPORT_PHOTO_MAX_BYTES = AVATAR_MAX_BYTES;
/** A product photo sent from the back office (docs/products.md). */
export const PRODUCT_PHOTO_MAX_BYTES = 8 * MIB;
/** A campaign's picture sent from the back office (docs/games.md). */
export const CAMPAIGN_IMAGE_MAX_BYTES = 8 * MIB;
/** A catalogue's PDF or one of its page images (docs/catalogue-admin.md). */
export const CATALOGUE_FILE_MAX_BYTES = 40 * MIB;

/** How the API's documentation states a limit: « at most 5242880 bytes (5 Mo) ». */
export const atMostBytes = (bytes: number): string => `at most ${bytes} bytes (${formatBytes(bytes, 'fr')})`;
