import type { CompanyScreenFieldsFragment } from '../../../gql/graphql';
import { useViewer } from '../../../lib/viewer';
import { mandateDefaults } from '../company-screen-rows';
import { SepaMandateCard } from '../components/sepa-mandate-card';
import type { useCompanyActions } from '../hooks/use-company-actions';

/** The SEPA mandate card wired to the company's actions: the same on staff and customer screens. */
export function CompanySepaSection({
  company,
  actions,
}: {
  company: CompanyScreenFieldsFragment;
  actions: ReturnType<typeof useCompanyActions>;
}) {
  const { viewer } = useViewer();
  return (
    <SepaMandateCard
      mandate={company.sepaMandate ?? null}
      blank={mandateDefaults(company)}
      canEdit={company.viewerCanEdit}
      alertHidden={viewer?.hideSepaAlert ?? false}
      busy={actions.busy.mandate}
      onSave={(input) => actions.saveMandate(input, company.sepaMandate?.version)}
      onEnable={() => void actions.enableMandate()}
      onDisable={() => void actions.disableMandate()}
      onDelete={() => void actions.deleteMandate()}
      onHideAlert={() => void actions.hideAlert()}
    />
  );
}
