import { GameKey, gamePictureUrl, type FamilyActivity, type FamilyActivityItem, type FamilySharing, type Lang } from '@qadhya/contracts';
import { parseTunisDateTime, tunisParts, type Clock } from '@qadhya/domain';
import { displayName } from '../auth/user.mapper.ts';
import type { ActivityRow, FamilyActivityRepository, PersonRow } from './family-activity.repository.ts';

/** "YYYY-MM" of a Tunis month, `shift` months after the one `at` is in. */
function tunisMonth(at: Date, shift = 0): string {
  const p = tunisParts(at);
  const index = p.year * 12 + (p.month - 1) + shift;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const monthStart = (month: string) => parseTunisDateTime(`${month}-01`)!;
const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * The family's figures of the month and its dated history (docs/family.md#figures-and-history).
 * "The family" is the caller and their circle (the owners and members of the families they own or
 * belong to); of them, only those who turned sharing on count, the caller too. Without a family
 * (no one in the circle) the answer is empty: nobody's activity is shown to a stranger.
 */
export function createFamilyActivityService({
  repo,
  circle,
  clock,
}: {
  repo: FamilyActivityRepository;
  /** The ids of the caller's family circle, themselves excluded (family.repository.ts circle()). */
  circle: (userId: number) => Promise<number[]>;
  clock: Clock;
}) {
  const toPerson = (id: number, people: Map<number, PersonRow>, lang: Lang) => {
    const row = people.get(id);
    return {
      USER_ID: id,
      NAME: displayName({ id, name: row?.name ?? null, lastname: row?.lastname ?? null }, lang),
      AVATAR: row?.avatar ?? null,
    };
  };

  const toItem = (row: ActivityRow, people: Map<number, PersonRow>, lang: Lang): FamilyActivityItem => {
    const game = row.game === null ? null : GameKey.catch('shake_win').parse(row.game);
    return {
      kind: row.kind,
      at: iso(row.at),
      who: toPerson(Number(row.user_id), people, lang),
      to: row.other_id === null ? null : toPerson(Number(row.other_id), people, lang),
      title: lang === 'ar' && row.title_ar?.trim() ? row.title_ar : row.title,
      points: row.points === null ? null : Number(row.points),
      // A list's first photo; a prize: the drawn picture of the game that gave it.
      image: game ? gamePictureUrl(game) : row.image,
      game,
    };
  };

  return {
    async activity(userId: number, query: { page: number; pageSize: number }, lang: Lang = 'fr'): Promise<FamilyActivity> {
      const now = clock.now();
      const month = tunisMonth(now);
      const others = await circle(userId);
      const everyone = others.length ? [userId, ...others] : [];
      const sharing = await repo.sharing([userId, ...others]);
      const shown = everyone.filter((id) => sharing.has(id));
      const families = shown.length ? await repo.circleFamilies(userId) : [];
      const [figures, history] = await Promise.all([
        repo.figures(shown, monthStart(month), monthStart(tunisMonth(now, 1))),
        repo.history(shown, families, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
      ]);
      const ids = new Set<number>();
      for (const r of history.rows) {
        ids.add(Number(r.user_id));
        if (r.other_id !== null) ids.add(Number(r.other_id));
      }
      const people = new Map((await repo.people([...ids])).map((p) => [p.id, p]));
      return {
        sharing: { mine: sharing.has(userId), people: everyone.length, sharing: shown.length },
        figures: { month, ...figures },
        history: {
          items: history.rows.map((r) => toItem(r, people, lang)),
          page: query.page,
          pageSize: query.pageSize,
          total: history.total,
          hasMore: query.page * query.pageSize < history.total,
        },
      };
    },

    async setSharing(userId: number, body: FamilySharing): Promise<FamilySharing> {
      await repo.setSharing(userId, body.shares, clock.now());
      return { shares: body.shares };
    },
  };
}

export type FamilyActivityService = ReturnType<typeof createFamilyActivityService>;
