import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  CompanyDetailDocument,
  CompanyStaffDetailDocument,
  UpdateCompanyActionDocument,
} from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { notifySuccess } from '../../../lib/notify';
import { CompanyForm } from '../components/company-form';
import { companyFormValues } from '../company-form-values';
import { useAddressCheck } from '../hooks/use-address-check';
import { useCompanyFormChoices } from '../hooks/use-company-form-choices';
import { toCompanyInput } from '../to-company-input';
import { companyUrls } from '../urls';

/**
 * Edit a company: staff at /company/:companyId/edit, customers and partners at
 * /customer/company/:companyId/edit. A stale save is refused (DATA_OUTDATED,
 * shown by the error link) and the form keeps what the user typed.
 */
export function CompanyEditView({ audience }: { audience: 'staff' | 'customer' }) {
  const { t } = useTranslation('companies');
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const checkAddress = useAddressCheck();
  const staff = audience === 'staff';
  const { employees } = useCompanyFormChoices(!staff);
  const { data, loading } = useQuery(CompanyDetailDocument, {
    variables: { id: companyId },
    fetchPolicy: 'network-only',
  });
  // Internal fields (comments, salesperson) are staff-only reads; without them a save would clear them.
  const staffQuery = useQuery(CompanyStaffDetailDocument, {
    variables: { id: companyId },
    skip: !staff,
    fetchPolicy: 'network-only',
  });
  const [updateCompany, { loading: saving }] = useMutation(UpdateCompanyActionDocument);
  const back = staff ? companyUrls.detail(companyId) : companyUrls.customerCompanies();
  const company = data?.company;
  const internal = staffQuery.data?.company;
  if ((loading && !company) || (staff && !internal && staffQuery.loading))
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!company) return null;
  return (
    <CompanyForm
      key={company.id}
      title={t('form.editTitle', { name: company.name })}
      defaultValues={companyFormValues({ ...company, ...internal })}
      staff={staff}
      canChangePaymentTerms={company.viewerCanChangePaymentTerms}
      employees={employees}
      submitting={saving}
      area={{ municipality: company.municipality ?? null, province: company.province ?? null }}
      onCheckAddress={checkAddress}
      onCancel={() => void navigate(back)}
      onSubmit={async (values) => {
        try {
          await updateCompany({
            variables: {
              id: company.id,
              version: company.version,
              input: toCompanyInput(values, {
                staff,
                canChangePaymentTerms: company.viewerCanChangePaymentTerms,
              }),
            },
          });
          notifySuccess('MESSAGE.CHANGES_SAVED');
          void navigate(back);
          return null;
        } catch (error) {
          return classifyError(error).fields;
        }
      }}
    />
  );
}
