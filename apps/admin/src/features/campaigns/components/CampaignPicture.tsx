import { campaignDefaultPicture, type CampaignKind, type GameKey } from '@qadhya/contracts';
import { GAME_LABELS, KIND_LABELS } from '../model/labels.ts';

/**
 * Which picture the shoppers' app shows for a campaign (the games popup, « Campagnes en cours »):
 * the one uploaded for it, « la vôtre », or else its game's drawing, drawn by the server
 * (docs/games.md#the-popup). `compact`: the list's thumbnail; otherwise a 2:1 preview.
 */
export function CampaignPicture({
  kind = 'game',
  game,
  image,
  title,
  compact = false,
}: {
  /** A promotion (docs/games.md#campaign-kinds) shows its kind's drawing, not a game's. */
  kind?: CampaignKind;
  game: GameKey | null;
  image: string | null;
  title?: string;
  compact?: boolean;
}) {
  const own = image !== null;
  const drawing = kind === 'game' && game ? `dessin du jeu ${GAME_LABELS[game]}` : `dessin de la campagne ${KIND_LABELS[kind]}`;
  return (
    <figure className={`camp-picture${compact ? ' camp-picture-compact' : ''}`} data-testid="campaign-picture" data-default={!own}>
      <img
        src={image ?? campaignDefaultPicture({ kind, game })}
        alt={own ? (title ? `Image de la campagne « ${title} »` : 'Image de la campagne') : `Image par défaut : ${drawing}`}
        width={1200}
        height={600}
        loading="lazy"
        data-testid={own ? 'campaign-image' : 'campaign-default-image'}
      />
      <figcaption data-testid="campaign-picture-says">
        {own ? (
          <>
            <strong>Image :</strong> la vôtre
          </>
        ) : (
          <>
            <strong>Image par défaut :</strong> {drawing}
          </>
        )}
      </figcaption>
    </figure>
  );
}
