import { z } from 'zod';
import { GameKey } from './games.ts';
import { LangParam } from './lang.ts';
import { paged } from './pagination.ts';

/**
 * The family's figures and history (docs/family.md#figures-and-history): only the activity of the
 * people of the caller's family (the caller included) who agreed to share it.
 */

/** What one shopper says about showing their own activity to their family. */
export const FamilySharing = z
  .object({
    shares: z.boolean().describe('True: my points, savings, finished lists, prizes and transfers count in my family’s figures and history'),
  })
  .meta({ id: 'FamilySharing' });
export type FamilySharing = z.infer<typeof FamilySharing>;

/** The figures of the family this Tunis month. Money in millimes. */
export const FamilyFigures = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .describe('The Tunis month, YYYY-MM'),
    points: z.number().int().describe('Points earned together this month (earned minus reversed)'),
    savings: z.number().int().describe('Millimes saved this month: promotions on the tickets plus coupons and vouchers used'),
    lists: z.number().int().describe('Shopping lists finished this month'),
  })
  .meta({ id: 'FamilyFigures' });
export type FamilyFigures = z.infer<typeof FamilyFigures>;

export const FamilyActivityKind = z.enum(['list_finished', 'prize_won', 'member_joined', 'points_transferred']);
export type FamilyActivityKind = z.infer<typeof FamilyActivityKind>;

const Person = z.object({ USER_ID: z.number().int(), NAME: z.string(), AVATAR: z.string().nullable() });

/** One dated item of the history. */
export const FamilyActivityItem = z
  .object({
    kind: FamilyActivityKind,
    at: z.string().describe('ISO instant'),
    who: Person.describe('The family member it is about'),
    to: Person.nullable().describe('points_transferred: who received them'),
    title: z.string().nullable().describe('list_finished: the list’s title; prize_won: the prize’s label in the answer’s language'),
    points: z.number().int().nullable().describe('points_transferred: how many'),
    image: z.string().nullable().describe('list_finished: the list’s first photo (/uploads/…); prize_won: the game’s drawn picture'),
    game: GameKey.nullable().describe('prize_won: the game played'),
  })
  .meta({ id: 'FamilyActivityItem' });
export type FamilyActivityItem = z.infer<typeof FamilyActivityItem>;

export const FamilyActivityQuery = z.object({
  lang: LangParam,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type FamilyActivityQuery = z.input<typeof FamilyActivityQuery>;

/** GET /families/activity. */
export const FamilyActivity = z
  .object({
    sharing: z.object({
      mine: z.boolean().describe('Whether the caller shares their activity'),
      people: z.number().int().describe('People of the family, the caller included (0: no family)'),
      sharing: z.number().int().describe('Of them, how many share'),
    }),
    figures: FamilyFigures,
    history: paged(FamilyActivityItem).describe('Newest first'),
  })
  .meta({ id: 'FamilyActivity' });
export type FamilyActivity = z.infer<typeof FamilyActivity>;
