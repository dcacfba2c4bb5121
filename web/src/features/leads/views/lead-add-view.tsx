import { Center, Loader } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { LeadInput } from '#domain/leads/lead-input';
import {
  AddLeadDocument,
  AddPartnerLeadDocument,
  LeadFormProductsDocument,
} from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { notifySuccess } from '../../../lib/notify';
import { useViewer } from '../../../lib/viewer';
import { LeadForm } from '../components/lead-form';
import { toLeadInput, type FormQuestion } from '../lead-form-values';
import { leadUrls } from '../urls';

function useFormProducts() {
  const { data, loading } = useQuery(LeadFormProductsDocument);
  return { products: data?.products ?? [], loading: loading && !data };
}

/** /lead-generator/lead/new?new={discr}: staff add a lead and land on its detail. */
export function StaffLeadAddView() {
  const { t } = useTranslation('leads');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { products, loading } = useFormProducts();
  const [addLead, state] = useMutation(AddLeadDocument);
  if (loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <LeadForm
      title={t('add.title')}
      products={products}
      initialDiscr={searchParams.get('new') || searchParams.get('product')}
      submitting={state.loading}
      onSubmit={async (values: LeadInput, questions: readonly FormQuestion[]) => {
        try {
          const { data } = await addLead({
            variables: { input: toLeadInput(values, questions) },
          });
          if (!data) return {};
          notifySuccess('MESSAGE.LEAD_ADDED');
          void navigate(leadUrls.detail(data.addLead.id));
          return null;
        } catch (error) {
          return classifyError(error).fields ?? {};
        }
      }}
    />
  );
}

/**
 * /partner/lead-add?product={discr}: a partner user adds a lead for its partner company,
 * sees what became of it and gets an empty form; staff (also admitted) add as staff.
 */
export function PartnerLeadAddView() {
  const { t } = useTranslation('leads');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const partner = viewer?.roles.includes('ROLE_LEAD_PARTNER') ?? false;
  const { products, loading } = useFormProducts();
  const [addPartnerLead, partnerState] = useMutation(AddPartnerLeadDocument);
  const [addLead, staffState] = useMutation(AddLeadDocument);
  if (loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <LeadForm
      title={t('add.partnerTitle')}
      products={products}
      initialDiscr={searchParams.get('product')}
      submitting={partnerState.loading || staffState.loading}
      resetAfterSave={partner}
      onSubmit={async (values: LeadInput, questions: readonly FormQuestion[]) => {
        const input = toLeadInput(values, questions);
        try {
          if (!partner) {
            const { data } = await addLead({ variables: { input } });
            if (!data) return {};
            notifySuccess('MESSAGE.LEAD_ADDED');
            void navigate(leadUrls.detail(data.addLead.id));
            return null;
          }
          const { data } = await addPartnerLead({ variables: { input } });
          if (!data) return {};
          const result = data.addPartnerLead;
          notifications.show({
            color: result.status === 'matched' ? 'teal' : 'blue',
            withCloseButton: false,
            message: t(`add.status.${result.status}`, {
              id: result.leadId,
              count: result.assignments,
              defaultValue: result.status,
            }),
          });
          return null;
        } catch (error) {
          return classifyError(error).fields ?? {};
        }
      }}
    />
  );
}
