import { useQuery } from '@tanstack/react-query';
import { Notice } from '../../components/ui/Notice.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Panel } from '../../components/ui/Panel.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorText } from '../../lib/api/error-text.ts';
import { getReferralRules, referralRulesKey } from './api/campaigns.ts';
import { ReferralRulesForm } from './components/ReferralRulesForm.tsx';
import './campaigns.css';

/** « Parrainage » (admin, marketing): the rules of the referral bonus (docs/referral.md#the-rules). */
export default function ReferralPage() {
  const rules = useQuery({ queryKey: referralRulesKey, queryFn: ({ signal }) => getReferralRules(signal) });
  return (
    <div className="ui-stack">
      <PageHeader
        title="Parrainage"
        description="Quand l’ami invité fait un premier achat d’au moins le minimum, son parrain reçoit un bon d’achat, une seule fois par ami."
      />
      <Panel title="Règles du parrainage">
        {rules.isError ? (
          <Notice tone="error">{errorText(rules.error)}</Notice>
        ) : rules.data ? (
          <ReferralRulesForm rules={rules.data} />
        ) : (
          <Spinner label="Chargement des règles…" />
        )}
      </Panel>
    </div>
  );
}
