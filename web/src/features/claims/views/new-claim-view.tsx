import { useEffect, useState } from 'react';
import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  AssignedLeadDetailDocument,
  ClaimOfAssignedLeadDocument,
  FileClaimDocument,
} from '../../../gql/graphql';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';
import { formatDate } from '../../../lib/format-date';
import { fullName } from '../../../lib/person-name';
import type { ClaimFormValues } from '../claim-form-values';
import { ClaimForm } from '../components/claim-form';
import { claimUrls } from '../urls';

/**
 * /customer/claim/new?id=<assigned lead>: files a claim with its proof. A lead that
 * already has a claim shows CLAIM_RECEIVED and goes to the claims list (docs/claims.md).
 */
export function NewClaimView() {
  const { t, i18n } = useTranslation('claims');
  const [searchParams] = useSearchParams();
  const assignedLeadId = searchParams.get('id') ?? '';
  const navigate = useNavigate();
  const lead = useQuery(AssignedLeadDetailDocument, {
    variables: { id: assignedLeadId },
    skip: !assignedLeadId,
  });
  const existing = useQuery(ClaimOfAssignedLeadDocument, {
    variables: { assignedLeadId },
    skip: !assignedLeadId,
    fetchPolicy: 'network-only',
  });
  const [fileClaim] = useMutation(FileClaimDocument);
  const [submitting, setSubmitting] = useState(false);

  const claimed = !!existing.data?.claimOfAssignedLead;
  useEffect(() => {
    if (!claimed) return;
    notifySuccess('MESSAGE.CLAIM_RECEIVED');
    void navigate(claimUrls.customerList(), { replace: true });
  }, [claimed, navigate]);

  const submit = async (values: ClaimFormValues) => {
    setSubmitting(true);
    try {
      const answer = await fileClaim({
        variables: {
          input: {
            assignedLeadId,
            description: values.description!,
            message: values.isDefaultMessage ? '' : values.message,
            isDefaultMessage: values.isDefaultMessage,
            stopMatching: values.stopMatching,
            enableEmailNotifications: values.enableEmailNotifications,
          },
        },
      });
      const claimId = answer.data?.fileClaim.id;
      if (claimId && values.proof) {
        const failure = await uploadFile(claimUrls.proofUpload(claimId), values.proof);
        if (failure) notifyError(failure);
      }
      notifySuccess('MESSAGE.CLAIM_RECEIVED');
      void navigate(claimUrls.customerList());
    } catch {
      // LEAD_CANNOT_BE_CLAIMED, CLAIM_RECEIVED …: the error link shows the server's text.
    } finally {
      setSubmitting(false);
    }
  };

  const assigned = lead.data?.assignedLead;
  if ((lead.loading && !assigned) || existing.loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!assigned) return <Text c="dimmed">{t('detail.notFound')}</Text>;
  return (
    <Stack maw={720}>
      <Anchor component={Link} to={claimUrls.customerLead(assignedLeadId)} size="sm">
        {t('form.back')}
      </Anchor>
      <Title order={2}>{t('form.title')}</Title>
      <Text size="sm">
        {t('form.intro', {
          name: fullName(assigned.lead.givenName, assigned.lead.familyName),
          product: assigned.lead.product.name,
          date: formatDate(assigned.createdAt, i18n.language),
        })}
      </Text>
      {assigned.allowClaim ? (
        <ClaimForm submitting={submitting} onSubmit={submit} />
      ) : (
        <Alert color="orange">{t('form.cannotClaim')}</Alert>
      )}
    </Stack>
  );
}
