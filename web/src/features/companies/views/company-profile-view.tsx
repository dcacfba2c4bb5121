import { Center, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  CompanyProfileDetailDocument,
  SaveCompanyProfileActionDocument,
} from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { notifySuccess } from '../../../lib/notify';
import { CompanyProfileForm } from '../components/company-profile-form';

/** The public profile: staff at /company/:companyId/profile, customers at /customer/company-profile. */
export function CompanyProfileView({ audience }: { audience: 'staff' | 'customer' }) {
  const { t } = useTranslation('companies');
  const params = useParams();
  const { company: current } = useCurrentCompany();
  const companyId = audience === 'staff' ? (params.companyId ?? '') : String(current?.id ?? '');
  const { data, loading } = useQuery(CompanyProfileDetailDocument, {
    variables: { id: companyId },
    skip: !companyId,
    fetchPolicy: 'network-only',
  });
  const [save, { loading: saving }] = useMutation(SaveCompanyProfileActionDocument);
  const company = data?.company;
  if (!companyId) return <Text c="dimmed">{t('customer.noCompany')}</Text>;
  if (loading || !company)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const profile = company.profile;
  const reviews = company.reviewSummary;
  return (
    <Stack>
      {/* The company's average from its published reviews (reviews area), one decimal. */}
      <Text size="sm" data-testid="profile-review-average">
        {reviews && reviews.count > 0 && reviews.rating !== null && reviews.rating !== undefined
          ? t('profile.reviewAverage', {
              rating: reviews.rating.toLocaleString('nl-NL', {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              count: reviews.count,
            })
          : t('profile.noReviews')}
      </Text>
      <CompanyProfileForm
        key={`${company.id}-${profile.version}`}
        slug={profile.slug}
        publicUrl={profile.publicUrl}
        whyUs={profile.whyUs}
        submitting={saving}
        onSubmit={(input) =>
          void save({
            variables: {
              companyId: company.id,
              input,
              version: profile.exists ? profile.version : null,
            },
            refetchQueries: [CompanyProfileDetailDocument],
          })
            .then(() => notifySuccess('MESSAGE.CHANGES_SAVED'))
            .catch(() => undefined)
        }
      />
    </Stack>
  );
}
