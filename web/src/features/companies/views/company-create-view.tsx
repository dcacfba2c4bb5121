import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateCompanyActionDocument } from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { notifySuccess } from '../../../lib/notify';
import { useViewer } from '../../../lib/viewer';
import { CompanyForm } from '../components/company-form';
import { newCompanyFormValues } from '../company-form-values';
import { useAddressCheck } from '../hooks/use-address-check';
import { useCompanyFormChoices } from '../hooks/use-company-form-choices';
import { toCompanyInput } from '../to-company-input';
import { companyUrls } from '../urls';

/** /company/new: a new company (archived, NL, 14 days to pay until someone changes it). */
export function CompanyCreateView() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const checkAddress = useAddressCheck();
  const { employees } = useCompanyFormChoices();
  const [createCompany, { loading }] = useMutation(CreateCompanyActionDocument);
  const isManager = viewer?.roles.includes('ROLE_LEAD_MANAGER') ?? false;
  return (
    <CompanyForm
      title={t('form.newTitle')}
      defaultValues={newCompanyFormValues()}
      staff
      canChangePaymentTerms={isManager}
      employees={employees}
      submitting={loading}
      onCheckAddress={checkAddress}
      onCancel={() => void navigate(companyUrls.list())}
      onSubmit={async (values) => {
        try {
          const { data } = await createCompany({
            variables: {
              input: toCompanyInput(values, { staff: true, canChangePaymentTerms: isManager }),
            },
          });
          if (!data) return null;
          notifySuccess('MESSAGE.CHANGES_SAVED');
          void navigate(companyUrls.detail(data.createCompany.id));
          return null;
        } catch (error) {
          return classifyError(error).fields;
        }
      }}
    />
  );
}
