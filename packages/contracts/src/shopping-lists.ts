import { z } from 'zod';
import { PageQuery, paged } from './pagination.ts';
import { UserId } from './user.ts';
import { RequestId } from './wallet.ts';

/**
 * Shopping lists ("courses") under /api/v1/lists (issue 17, docs/shopping-lists.md): a list belongs
 * to its creator and is shared with the family members assigned to it. Items are changed by
 * operations that merge (packages/domain/src/shopping-list.ts), so members editing with no signal
 * converge; every change bumps the list's version and is pushed live to its members. Money is
 * integer millimes.
 */

/** The same limits as packages/domain/src/shopping-list.ts (a unit test keeps them equal). */
export const LIST_LIMITS = { maxQuantity: 99, textMax: 80, titleMax: 80 } as const;
const { maxQuantity: LIST_MAX_QUANTITY, textMax: LIST_TEXT_MAX, titleMax: LIST_TITLE_MAX } = LIST_LIMITS;

export const ListId = z.coerce.number().int().min(1).max(2_147_483_647);
export const ListIdParams = z.object({ id: ListId });
export const ListImageParams = z.object({ id: ListId, imageId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const ItemKey = z
  .string()
  .min(3)
  .max(LIST_TEXT_MAX + 2)
  .regex(/^(p:[0-9A-Za-z_-]{1,40}|t:.+)$/, 'expected p:<sku> or t:<text>');
export const DeviceId = z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, 'expected 4 to 64 of A-Z a-z 0-9 _ -');
export const TickId = z.string().regex(/^[A-Za-z0-9_-]{4,64}$/, 'expected 4 to 64 of A-Z a-z 0-9 _ -');
export const Stamp = z.object({ at: z.number().int(), device: z.string() }).meta({ id: 'ListStamp' });

export const CourseBadge = z.enum(['done', 'rejected', 'almost', 'in_progress']);
export const ListStatus = z.enum(['active', 'rejected']);
export const ListTab = z.enum(['active', 'history']);

export const ListProgress = z
  .object({
    bought: z.number().int(),
    total: z.number().int(),
    ratio: z.number().describe('bought / total, 0 for an empty list'),
    percent: z.number().describe("The bar's width"),
    badge: CourseBadge.describe(
      "done 'Terminée' (teal), rejected 'Rejetée' (red), almost 'Presque terminé' (amber), in_progress 'En cours' (blue)",
    ),
  })
  .meta({ id: 'ListProgress' });

export const ListPerson = z
  .object({ user_id: z.number().int(), name: z.string(), avatar: z.string().nullable() })
  .meta({ id: 'ListPerson' });
export type ListPerson = z.infer<typeof ListPerson>;

export const ListMember = ListPerson.extend({ relation: z.string().nullable() }).meta({ id: 'ListMember' });
export type ListMember = z.infer<typeof ListMember>;

export const ListTick = z
  .object({
    id: z.string(),
    at: z.number().int().describe('Epoch ms on the ticking device'),
    user_id: z.number().int(),
    price: z.number().int().nullable().describe('Unit price paid-to-be when the server first saw the tick'),
    regular_price: z.number().int().nullable(),
  })
  .meta({ id: 'ListTick' });

/** One item with its merge state (the app merges its own pending changes on top). */
export const ListItem = z
  .object({
    key: z.string().describe('p:<sku> or t:<normalised text>'),
    sku: z.string().nullable(),
    text: z.string().nullable().describe('Free text as typed, for an item that is not a product'),
    name: z.string().describe('Product name in the asked language, or the free text'),
    desc: z.string().nullable().describe('Size or short description'),
    image: z.string().nullable().describe('Product picture URL'),
    price: z.number().int().nullable().describe("Today's unit price in the shopper's store, null for free text"),
    regular_price: z.number().int().nullable(),
    quantity: z.number().int(),
    quantity_stamp: Stamp,
    removed: z.boolean(),
    removed_stamp: Stamp,
    ticks: z.array(ListTick),
    unticked: z.array(z.string()),
    added_by: z.number().int(),
    added_at: z.number().int(),
    checked: z.boolean(),
    checked_by: ListPerson.nullable(),
    checked_at: z.string().nullable().describe('ISO instant of the tick that counts'),
  })
  .meta({ id: 'ListItem' });
export type ListItem = z.infer<typeof ListItem>;

export const ListImage = z.object({ id: z.number().int(), url: z.string(), added_by: z.number().int() }).meta({ id: 'ListImage' });

/** A card of the courses screen. */
export const ListSummary = z
  .object({
    id: z.number().int(),
    title: z.string(),
    owner: ListPerson,
    created_at: z.string(),
    status: ListStatus,
    finished: z.boolean().describe('Every item bought (and at least one item)'),
    version: z.number().int(),
    score: z.number().int().describe("Estimated total at today's prices in the shopper's store, millimes"),
    promo_deducted: z.number().int().nullable().describe('Finished lists: what promotions saved, millimes'),
    promo_source: z.enum(['receipt', 'ticks']).nullable(),
    images: z.array(z.string()).max(3).describe('Up to 3 pictures: products first, then photos'),
    progress: ListProgress,
    members: z.array(ListMember),
    is_owner: z.boolean(),
  })
  .meta({ id: 'ListSummary' });
export type ListSummary = z.infer<typeof ListSummary>;

export const ShoppingList = ListSummary.extend({
  items: z.array(ListItem).describe('Every item, removed ones included (their removal is part of the merge)'),
  gallery: z.array(ListImage),
  boost_available_at: z.string().nullable().describe("When 'Booster les membres' may be used again, null when now"),
}).meta({ id: 'ShoppingList' });
export type ShoppingList = z.infer<typeof ShoppingList>;

export const ListsQuery = PageQuery.extend({
  tab: ListTab.default('active'),
  store: z
    .string()
    .regex(/^[0-9A-Za-z_-]{1,20}$/)
    .optional()
    .describe("The shopper's store: its prices (last chance) count in the score"),
});
export const ListsPage = paged(ListSummary).meta({ id: 'ListsPage' });

export const ListQuery = z.object({ store: ListsQuery.shape.store });

export const NewListItem = z.union([
  z.object({ sku: z.string().regex(/^[0-9A-Za-z_-]{1,40}$/), quantity: z.number().int().min(1).max(LIST_MAX_QUANTITY).default(1) }),
  z.object({ text: z.string().trim().min(1).max(LIST_TEXT_MAX), quantity: z.number().int().min(1).max(LIST_MAX_QUANTITY).default(1) }),
]);

export const CreateListBody = z
  .object({
    request_id: RequestId.describe('Same id, same list: a retried creation makes one list'),
    title: z.string().trim().min(1).max(LIST_TITLE_MAX),
    member_ids: z.array(UserId).max(20).default([]),
    items: z.array(NewListItem).max(200).default([]),
  })
  .meta({ id: 'CreateListBody' });

export const RenameListBody = z.object({ title: z.string().trim().min(1).max(LIST_TITLE_MAX) });
export const AssignMembersBody = z.object({ member_ids: z.array(UserId).max(20) }).meta({ id: 'AssignMembersBody' });
export const RequestBody = z.object({ request_id: RequestId });

const OpBase = { item: ItemKey, at: z.number().int().min(0).max(8_640_000_000_000), device: DeviceId };
export const ListOpBody = z.discriminatedUnion('kind', [
  z.object({
    ...OpBase,
    kind: z.literal('add'),
    sku: z
      .string()
      .regex(/^[0-9A-Za-z_-]{1,40}$/)
      .nullable(),
    text: z.string().trim().min(1).max(LIST_TEXT_MAX).nullable(),
    quantity: z.number().int().min(1).max(LIST_MAX_QUANTITY),
  }),
  z.object({ ...OpBase, kind: z.literal('quantity'), quantity: z.number().int().min(1).max(LIST_MAX_QUANTITY) }),
  z.object({ ...OpBase, kind: z.literal('remove') }),
  z.object({ ...OpBase, kind: z.literal('tick'), tick: TickId }),
  z.object({ ...OpBase, kind: z.literal('untick'), ticks: z.array(TickId).max(200) }),
]);
export type ListOpBody = z.infer<typeof ListOpBody>;

export const ListOpsBody = z.object({ ops: z.array(ListOpBody).min(1).max(500) }).meta({ id: 'ListOpsBody' });
export const ListOpsAnswer = z
  .object({
    list: ShoppingList,
    rejected: z.array(z.object({ index: z.number().int(), code: z.string() })).describe('Operations not applied (unknown sku, list full)'),
  })
  .meta({ id: 'ListOpsAnswer' });

export const BoostAnswer = z
  .object({ notified: z.number().int(), next_at: z.string().describe('When the next boost is allowed') })
  .meta({ id: 'BoostAnswer' });

/** GET /lists/members: the people the caller may assign (their family circle, accepted members only). */
export const AssignableMembers = z.object({ items: z.array(ListMember) }).meta({ id: 'AssignableMembers' });

/**
 * A boost's reminder in both languages, word for word the notification its recipient's inbox keeps
 * (docs/shopping-lists.md#booster-les-membres): the app shows the one of its language.
 */
export const BoostNotice = z.object({ title_fr: z.string(), title_ar: z.string(), body_fr: z.string(), body_ar: z.string() });
export type BoostNotice = z.infer<typeof BoostNotice>;

/** What the live stream (GET /lists/events, Server-Sent Events) sends. */
export const ListEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), lists: z.array(z.object({ id: z.number().int(), version: z.number().int() })) }),
  z.object({ type: z.literal('list'), list_id: z.number().int(), version: z.number().int(), removed: z.boolean().optional() }),
  z.object({ type: z.literal('boost'), list_id: z.number().int(), notice: BoostNotice }),
  // The inbox moved (a notification written, read or deleted): the app refetches its unread count.
  z.object({ type: z.literal('inbox'), unread: z.number().int().min(0) }),
]);
export type ListEvent = z.infer<typeof ListEvent>;
