import { GameFrame } from '../components/GameFrame.tsx';
import { PanierChronoBoard } from './PanierChronoBoard.tsx';

/** The panier_chrono game's screen (docs/games.md#the-games): the shared frame around its board. */
export function PanierChronoPage() {
  return <GameFrame game="panier_chrono" Board={PanierChronoBoard} pictureCount={16} />;
}
