import { GameFrame } from '../components/GameFrame.tsx';
import { TapMatchBoard } from './TapMatchBoard.tsx';

/** The tap_match game's screen (docs/games.md#the-games): the shared frame around its board. */
export function TapMatchPage() {
  return <GameFrame game="tap_match" Board={TapMatchBoard} pictureCount={8} />;
}
