import { CAMPAIGN_IMAGE_MAX_BYTES, type AdminCampaign } from '@qadhya/contracts';
import { formatBytes } from '@qadhya/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Notice } from '../../../components/ui/Notice.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { errorText } from '../../../lib/api/error-text.ts';
import { campaignKey, campaignsKey, uploadCampaignImage } from '../api/campaigns.ts';
import { CampaignPicture } from './CampaignPicture.tsx';

const ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];
/** The server's limit (packages/contracts/src/upload-limits.ts), as the hint and the check say it. */
const MAX_SIZE = formatBytes(CAMPAIGN_IMAGE_MAX_BYTES, 'fr');

/** The campaign's picture (the app's popup and « campagnes »), or its game's drawing until one is sent: sent as is, re-encoded by the server to 1200×600. */
export function ImageUpload({ campaign }: { campaign: AdminCampaign }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => uploadCampaignImage(campaign.id, file),
    onSuccess: (saved) => {
      queryClient.setQueryData(campaignKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: campaignsKey });
    },
  });
  const send = (file: File | undefined) => {
    if (!file) return;
    const local = !ACCEPT.includes(file.type)
      ? 'Formats acceptés : PNG, JPEG ou WebP.'
      : file.size > CAMPAIGN_IMAGE_MAX_BYTES
        ? `L’image dépasse ${MAX_SIZE}.`
        : null;
    setProblem(local);
    if (!local) upload.mutate(file);
  };
  return (
    <div className="camp-image">
      <CampaignPicture kind={campaign.kind} game={campaign.game} image={campaign.image} title={campaign.title} />
      {campaign.image ? null : (
        <p className="ui-muted">
          Sans image à vous, l’application montre ce dessin du jeu dans sa fenêtre d’accueil et dans « Campagnes en cours ».
        </p>
      )}
      <div className="camp-image-actions">
        <label htmlFor={inputId} className="ui-button ui-button-secondary">
          <ImageUp size={16} aria-hidden="true" />
          {campaign.image ? 'Remplacer l’image' : 'Choisir une image'}
        </label>
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          accept={ACCEPT.join(',')}
          disabled={upload.isPending}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => {
            send(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <p id={`${inputId}-hint`} className="ui-hint">
          PNG, JPEG ou WebP, {MAX_SIZE} au plus ; recadrée en 1200 × 600.
        </p>
      </div>
      {upload.isPending ? <Spinner label="Envoi de l’image…" /> : null}
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      {upload.isError ? <Notice tone="error">{errorText(upload.error, { maxBytes: CAMPAIGN_IMAGE_MAX_BYTES })}</Notice> : null}
      {upload.isSuccess && !upload.isPending ? <Notice tone="success">Image enregistrée.</Notice> : null}
    </div>
  );
}
