import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import {
  CompanyPartnerDetailDocument,
  SavePartnerSettingsActionDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { PartnerSettingsForm } from '../components/partner-settings-form';
import { companyUrls } from '../urls';

/** /company/:companyId/partner: partner settings (guid, verified products, UTM fields, source domain). */
export function CompanyPartnerView() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const { data } = useQuery(CompanyPartnerDetailDocument, {
    variables: { id: companyId },
    fetchPolicy: 'network-only',
  });
  const [save, { loading }] = useMutation(SavePartnerSettingsActionDocument);
  const company = data?.company;
  if (!company)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const settings = company.partnerSettings;
  return (
    <PartnerSettingsForm
      key={settings.version}
      guid={settings.guid ?? null}
      defaultValues={{
        mustBeVerifiedProducts: settings.mustBeVerifiedProducts,
        utmCampaign: settings.utmCampaign ?? '',
        utmMedium: settings.utmMedium ?? '',
        utmSource: settings.utmSource ?? '',
        sourceDomain: settings.sourceDomain ?? '',
      }}
      submitting={loading}
      onCancel={() => void navigate(companyUrls.detail(companyId))}
      onSubmit={(values) =>
        void save({
          variables: {
            companyId,
            input: values,
            version: settings.version > 0 ? settings.version : null,
          },
          refetchQueries: [CompanyPartnerDetailDocument],
        })
          .then(() => notifySuccess('MESSAGE.CHANGES_SAVED'))
          .catch(() => undefined)
      }
    />
  );
}
