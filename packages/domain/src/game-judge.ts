/**
 * The judge of a skill play (docs/games.md#fairness): the server dealt the level from the play's
 * seed; the app sends the log of its moves; the log is replayed here with the same rules the
 * boards play by, and the score is the replay's. A log that is impossible for the dealt level,
 * faster than a person, past the level's time or longer than the play the server measured is not
 * believed and wins nothing.
 */
import { advanceAttrape, attrapeConfig, attrapeWon, NO_LANE, newAttrape } from './game-attrape-promo.ts';
import { dealPanierChrono, panierComplete, startPanier, tapSlot } from './game-panier-chrono.ts';
import { dealTapMatch, turn } from './game-tap-match.ts';
import { MIN_MOVE_MS, PLAY_GRACE_MS, secondsOf, type PlayMove, type PlayReport, type SkillGame } from './games.ts';

/** The most moves a log may hold: a move every MIN_MOVE_MS through the longest level (90 s). */
export const MAX_PLAY_MOVES = 400;

export type JudgeReason = 'too_fast' | 'past_time' | 'longer_than_play' | 'impossible_move' | 'report_mismatch';

export interface Judgement extends PlayReport {
  /** Could a person have played this log, on this level, in this time? */
  plausible: boolean;
  /** The level's goal reached by the replay, in time (and plausible). */
  won: boolean;
  reason?: JudgeReason;
}

interface Replay extends PlayReport {
  won: boolean;
}

/** Replays a log on the level dealt from `seed`: null when a move is impossible there (the rules ignore it). */
export function replayPlay(game: SkillGame, level: number, seed: number, log: readonly PlayMove[]): Replay | null {
  if (game === 'tap_match') {
    let state = dealTapMatch(level, seed);
    for (const m of log) {
      const next = turn(state, m.target, m.at_ms);
      if (next.result.kind === 'none') return null;
      state = next.state;
    }
    return { score: state.score, moves: state.moves, won: state.status === 'won' };
  }
  if (game === 'panier_chrono') {
    const deal = dealPanierChrono(level, seed);
    let progress = startPanier();
    for (const m of log) {
      const next = tapSlot(deal, progress, m.target, m.at_ms);
      if (next.result === 'ignored') return null;
      progress = next.progress;
    }
    return { score: progress.taken.length, moves: progress.moves, won: panierComplete(deal, progress) };
  }
  // A catch happens when a tag lands in the basket's lane: the basket is out of every lane until
  // just before the logged instant, then in the logged lane; a tag must land there, then.
  let state = newAttrape(attrapeConfig(level), seed);
  for (const m of log) {
    state = advanceAttrape(state, m.at_ms - 1, NO_LANE).state;
    if (state.ended) return null;
    const caught = state.log.length;
    state = advanceAttrape(state, m.at_ms, m.target).state;
    if (state.log.length !== caught + 1 || state.log[caught]!.at_ms !== m.at_ms) return null;
  }
  return { score: state.score, moves: state.moves, won: attrapeWon(state) };
}

/**
 * Judges a finished skill play from its log and the time the server measured between its start
 * and its answer. `claimed`, the count an app may still send, must agree with the replay.
 */
export function judgePlay(
  game: SkillGame,
  level: number,
  seed: number,
  log: readonly PlayMove[],
  elapsedMs: number,
  claimed: Partial<PlayReport> = {},
): Judgement {
  const levelMs = secondsOf(game, level) * 1000;
  const no = (reason: JudgeReason, count: PlayReport = { score: 0, moves: 0 }): Judgement => ({
    plausible: false,
    won: false,
    ...count,
    reason,
  });
  if (log.length > MAX_PLAY_MOVES) return no('too_fast');
  let previous = -Infinity;
  for (const m of log) {
    if (!Number.isInteger(m.at_ms) || m.at_ms - previous < MIN_MOVE_MS) return no('too_fast');
    if (m.at_ms > levelMs) return no('past_time');
    previous = m.at_ms;
  }
  // The board's clock starts after the server's: its log cannot span more than the server measured.
  if (log.length > 0 && previous > elapsedMs) return no('longer_than_play');
  const replay = replayPlay(game, level, seed, log);
  if (!replay) return no('impossible_move');
  const count = { score: replay.score, moves: replay.moves };
  if ((claimed.score !== undefined && claimed.score !== replay.score) || (claimed.moves !== undefined && claimed.moves !== replay.moves))
    return no('report_mismatch', count);
  return { plausible: true, won: replay.won && elapsedMs <= levelMs + PLAY_GRACE_MS, ...count };
}
