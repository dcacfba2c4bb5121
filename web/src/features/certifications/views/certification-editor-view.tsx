import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CertificationDocument,
  CreateCertificationDocument,
  DeleteCertificationDocument,
  UpdateCertificationDocument,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import {
  CertificationForm,
  certificationField,
  type CertificationValues,
} from '../components/certification-form';
import { CompanyPicker } from '../components/company-picker';
import { HolderTable } from '../components/holder-table';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { certificationUrls } from '../urls';

const inputOf = (values: CertificationValues) => ({
  name: values.name,
  agency: { name: values.agencyName, value: values.agencyValue },
  requiresCertificate: values.requiresCertificate,
});

/** /certification/new and /certification/:id: a certification and the companies holding it. */
export function CertificationEditorView() {
  const { t } = useTranslation('certifications');
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const { data, loading } = useQuery(CertificationDocument, {
    variables: { id: id ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const [create, creating] = useMutation(CreateCertificationDocument, {
    refetchQueries: ['Certifications'],
  });
  const [update, updating] = useMutation(UpdateCertificationDocument, {
    refetchQueries: ['Certifications'],
  });
  const [remove, removing] = useMutation(DeleteCertificationDocument, {
    refetchQueries: ['Certifications'],
  });
  const certification = data?.certification;

  async function submit(
    values: CertificationValues,
    setError: UseFormSetError<CertificationValues>,
  ) {
    try {
      if (isNew) {
        const answer = await create({ variables: { input: inputOf(values) } });
        notifySuccess('MESSAGE.CHANGES_SAVED');
        // On to its screen, where it is given to companies.
        await navigate(certificationUrls.certification(answer.data!.createCertification.id));
      } else {
        await update({
          variables: { id: id!, input: inputOf(values), version: certification!.version },
        });
        notifySuccess('MESSAGE.CHANGES_SAVED');
      }
    } catch (error) {
      applyFieldErrors(error, setError, certificationField);
    }
  }

  async function drop(name: string) {
    const sure = await confirmAction({
      title: t('certification.delete'),
      text: t('certification.deleteConfirm', { name }),
      confirmLabel: t('certification.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: id! } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      await navigate(certificationUrls.certifications());
    } catch {
      // Refused while companies hold it: the error notice says why.
    }
  }

  if (!isNew && loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!isNew && !certification) return <Text c="dimmed">{t('certification.notFound')}</Text>;
  const holders = data?.certificationHolders ?? [];
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{isNew ? t('certification.new') : certification!.name}</Title>
        <Anchor component={Link} to={certificationUrls.certifications()}>
          {t('certification.back')}
        </Anchor>
      </Group>
      <CertificationForm
        key={certification ? `${certification.id}-${certification.version}` : 'new'}
        initial={{
          name: certification?.name ?? '',
          agencyName: certification?.agency.name ?? '',
          agencyValue: certification?.agency.value ?? '',
          requiresCertificate: certification?.requiresCertificate ?? false,
        }}
        busy={creating.loading || updating.loading}
        onSubmit={submit}
      />
      {certification && (
        <>
          <Group>
            <Button
              variant="default"
              color="red"
              loading={removing.loading}
              onClick={() => void drop(certification.name)}
            >
              {t('certification.delete')}
            </Button>
          </Group>
          <Paper withBorder p="md" radius="md" maw={800}>
            <Stack>
              <Title order={4}>{t('certification.holders')}</Title>
              {holders.length === 0 ? (
                <Text c="dimmed">{t('certification.noHolders')}</Text>
              ) : (
                <HolderTable items={holders} show="company" />
              )}
              <Text fw={500}>{t('certification.addToCompany')}</Text>
              <CompanyPicker
                onChoose={(companyId) =>
                  void navigate(
                    certificationUrls.newCompanyCertification(companyId, certification.id),
                  )
                }
              />
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
