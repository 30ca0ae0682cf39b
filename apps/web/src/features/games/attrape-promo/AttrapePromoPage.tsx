import { GameFrame } from '../components/GameFrame.tsx';
import { AttrapePromoBoard } from './AttrapePromoBoard.tsx';

/** The attrape_promo game's screen (docs/games.md#the-games): the shared frame around its board. */
export function AttrapePromoPage() {
  return <GameFrame game="attrape_promo" Board={AttrapePromoBoard} pictureCount={6} />;
}
