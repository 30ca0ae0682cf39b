/**
 * Players for the games' tests (domain and server): an honest one per skill game, playing the dealt
 * level through the shared rules at a person's pace and logging what the board would log, and bots
 * that do not know the deal. Each answers the log and the count it would send.
 */
import {
  advanceAttrape,
  attrapeConfig,
  dealPanierChrono,
  dealTapMatch,
  LEVELS,
  newAttrape,
  seededRandom,
  tapSlot,
  startPanier,
  turn,
  type PlayMove,
  type PlayReport,
  type SkillGame,
} from '../src/index.ts';

export interface Played {
  log: PlayMove[];
  score: number;
  moves: number;
}

/**
 * Tap & Match from memory, as a person plays it: turns cards it has not seen, remembers the faces
 * the board showed, turns a known pair as soon as it knows one. `gapMs` between two cards.
 */
export function honestTapMatch(level: number, seed: number, gapMs = 600): Played {
  let state = dealTapMatch(level, seed);
  const seen = new Map<number, number>();
  let at = 1000;
  const play = (position: number) => {
    const next = turn(state, position, at);
    if (next.result.kind === 'none') throw new Error(`the honest player's turn of ${position} did nothing`);
    state = next.state;
    seen.set(position, state.cards[position]!);
    at += gapMs;
  };
  const known = () => {
    for (const [p, f] of seen) for (const [q, g] of seen) if (p < q && f === g && !state.matched[p]) return [p, q] as const;
    return null;
  };
  while (state.status === 'playing') {
    const pair = known();
    if (pair) {
      play(pair[0]);
      play(pair[1]);
      continue;
    }
    const unseen = state.cards.map((_, i) => i).filter((i) => !seen.has(i) && !state.matched[i]);
    play(unseen[0]!);
    const face = state.cards[unseen[0]!]!;
    const partner = [...seen].find(([p, f]) => f === face && p !== unseen[0] && !state.matched[p]);
    play(partner ? partner[0] : unseen[1]!);
  }
  return { log: state.log, score: state.score, moves: state.moves };
}

/** Panier Chrono read off the list: each listed slot tapped in the list's order, `gapMs` apart. */
export function honestPanierChrono(level: number, seed: number, gapMs = 700): Played {
  const deal = dealPanierChrono(level, seed);
  let progress = startPanier();
  deal.listed.forEach((slot, i) => {
    progress = tapSlot(deal, progress, slot, 800 + i * gapMs).progress;
  });
  return { log: progress.log, score: progress.taken.length, moves: progress.moves };
}

/** Attrape Promo watched frame by frame (16 ms): the basket under the next tag to land when it is a promo, out of its lane otherwise. */
export function honestAttrapePromo(level: number, seed: number): Played {
  let state = newAttrape(attrapeConfig(level), seed);
  let lane = 1;
  for (let t = 16; !state.ended; t += 16) {
    const next = state.falling[0];
    if (next) lane = next.kind === 'good' ? next.lane : (next.lane + 1) % state.config.lanes;
    state = advanceAttrape(state, t, lane).state;
  }
  return { log: state.log, score: state.score, moves: state.moves };
}

export function honestPlay(game: SkillGame, level: number, seed: number): Played {
  if (game === 'tap_match') return honestTapMatch(level, seed);
  if (game === 'panier_chrono') return honestPanierChrono(level, seed);
  return honestAttrapePromo(level, seed);
}

/** A bot that does not know the deal: `count` random targets below `targets`, one every `gapMs` (a person's pace). */
export function randomTaps(botSeed: number, targets: number, count: number, gapMs = 400): PlayMove[] {
  const random = seededRandom(botSeed);
  return Array.from({ length: count }, (_, i) => ({ target: Math.floor(random() * targets), at_ms: 1000 + i * gapMs }));
}

/** Attrape Promo's bot: a catch claimed at every landing instant (they follow from the level's rules alone), in a random lane. */
export function randomCatches(level: number, botSeed: number, count: number): PlayMove[] {
  const config = attrapeConfig(level);
  const random = seededRandom(botSeed);
  return Array.from({ length: count }, (_, id) => ({
    target: Math.floor(random() * config.lanes),
    at_ms: id * config.spawnMs + config.fallMs,
  }));
}

/** The level's goal as a bare count: what an app that only claims a score would send. */
export function minimalWin(game: SkillGame, level: number): PlayReport {
  if (game === 'tap_match') return { score: LEVELS.tap_match[level - 1]!.pairs, moves: LEVELS.tap_match[level - 1]!.pairs };
  if (game === 'panier_chrono') return { score: LEVELS.panier_chrono[level - 1]!.items, moves: LEVELS.panier_chrono[level - 1]!.items };
  return { score: LEVELS.attrape_promo[level - 1]!.target, moves: 0 };
}
