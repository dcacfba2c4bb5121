import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  AddCompanyCertificationDocument,
  CertificationChoicesDocument,
  CompanyCertificationDocument,
  CompanyCertificationsDocument,
  DeleteCompanyCertificationDocument,
  UpdateCompanyCertificationDocument,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sendUpload } from '../../../lib/upload-file';
import {
  AddCompanyCertificationForm,
  ChangeCompanyCertificationForm,
  type AddValues,
  type ChangeValues,
} from '../components/company-certification-forms';
import { HolderTable } from '../components/holder-table';
import { StateBadge } from '../components/state-badge';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { revokeReasonLabel } from '../revoke-reason-label';
import { certificationUrls } from '../urls';

/** Uploads the chosen file for this company and certification: its id, or null after showing why not. */
async function uploadAttachment<T extends FieldValues>(
  companyId: string,
  certificationId: string,
  file: File,
  setError: UseFormSetError<T>,
): Promise<string | null> {
  const result = await sendUpload<{ id: number }>(
    certificationUrls.attachmentUpload(companyId, certificationId),
    file,
  );
  if (result.ok) return String(result.answer.id);
  notifyError(result.error);
  setError('attachment' as Path<T>, { message: result.error });
  return null;
}

/**
 * /company/:companyId/certification/new/:userType? and
 * /company/:companyId/certification/:certificationId/:userType?: gives a company a
 * certification or changes its state and file; the company's other certifications below.
 * userType 'company' leads back to the company screen, else to the certification.
 */
export function CompanyCertificationView() {
  const { t } = useTranslation('certifications');
  const { companyId = '', certificationId: routeCertificationId, userType } = useParams();
  const isNew = !routeCertificationId;
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const held = useQuery(CompanyCertificationsDocument, {
    variables: { companyId },
    fetchPolicy: 'cache-and-network',
  });
  const choices = useQuery(CertificationChoicesDocument, { skip: !isNew });
  const current = useQuery(CompanyCertificationDocument, {
    variables: { companyId, certificationId: routeCertificationId ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const refetchQueries = ['CompanyCertifications', 'Certification', 'Certifications'];
  const [add, adding] = useMutation(AddCompanyCertificationDocument, { refetchQueries });
  const [update, updating] = useMutation(UpdateCompanyCertificationDocument, { refetchQueries });
  const [remove, removing] = useMutation(DeleteCompanyCertificationDocument, { refetchQueries });

  const others = held.data?.companyCertifications ?? [];
  const record = current.data?.companyCertification;
  const companyName = record?.companyName ?? others[0]?.companyName;
  const preselected = params.get('certification');
  const backTo =
    userType === 'company'
      ? certificationUrls.company(companyId)
      : (routeCertificationId ?? preselected)
        ? certificationUrls.certification((routeCertificationId ?? preselected)!)
        : certificationUrls.certifications();

  async function submitNew(values: AddValues, setError: UseFormSetError<AddValues>) {
    let attachmentId: string | null = null;
    if (values.attachment) {
      attachmentId = await uploadAttachment(
        companyId,
        values.certificationId,
        values.attachment,
        setError,
      );
      if (!attachmentId) return;
    }
    try {
      await add({
        variables: {
          companyId,
          input: { certificationId: values.certificationId, attachmentId },
        },
      });
    } catch (error) {
      applyFieldErrors(error, setError);
      return;
    }
    notifySuccess('MESSAGE.CHANGES_SAVED');
    await navigate(
      certificationUrls.companyCertification(companyId, values.certificationId, userType),
      { replace: true },
    );
  }

  async function submitChange(values: ChangeValues, setError: UseFormSetError<ChangeValues>) {
    if (!record) return;
    let attachmentId: string | null = null;
    if (values.attachment) {
      attachmentId = await uploadAttachment(
        companyId,
        record.certification.id,
        values.attachment,
        setError,
      );
      if (!attachmentId) return;
    }
    try {
      await update({
        variables: {
          companyId,
          certificationId: record.certification.id,
          version: record.version,
          input: {
            newState: values.newState,
            revokeReason: values.newState === 'revoked' ? values.revokeReason : null,
            attachmentId,
          },
        },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
      await current.refetch();
    } catch (error) {
      applyFieldErrors(error, setError);
    }
  }

  async function drop() {
    if (!record) return;
    const sure = await confirmAction({
      title: t('company.delete'),
      text: t('company.deleteConfirm', {
        name: record.certification.name,
        company: record.companyName,
      }),
      confirmLabel: t('company.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { companyId, certificationId: record.certification.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      await navigate(backTo);
    } catch {
      // The error notice says why.
    }
  }

  const loading = isNew ? choices.loading && !choices.data : current.loading && !current.data;
  if (loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!isNew && !record) return <Text c="dimmed">{t('company.notFound')}</Text>;

  const heldIds = new Set(others.map((item) => item.certification.id));
  return (
    <Stack>
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={2}>{isNew ? t('company.titleNew') : record!.certification.name}</Title>
          {companyName && <Text c="dimmed">{companyName}</Text>}
        </Stack>
        <Anchor component={Link} to={backTo}>
          {userType === 'company' ? t('company.backToCompany') : t('company.backToCertification')}
        </Anchor>
      </Group>
      {isNew ? (
        <AddCompanyCertificationForm
          choices={(choices.data?.certifications.items ?? [])
            .filter((choice) => !heldIds.has(choice.id))
            .map((choice) => ({
              id: String(choice.id),
              name: choice.name,
              requiresCertificate: choice.requiresCertificate,
            }))}
          initialCertificationId={preselected}
          busy={adding.loading}
          onSubmit={submitNew}
        />
      ) : (
        <>
          <Paper withBorder p="md" radius="md" maw={640}>
            <Stack gap="xs">
              <Group>
                <Text fw={500}>{t('company.state')}:</Text>
                <StateBadge state={record!.state} />
                {record!.revokeReason && (
                  <Text size="sm" c="dimmed">
                    {revokeReasonLabel(t, record!.revokeReason)}
                  </Text>
                )}
              </Group>
              <Text size="sm">
                {t('certification.agency')}: {record!.certification.agency.name}
              </Text>
              <Group gap="xs">
                <Text size="sm">{t('company.currentAttachment')}:</Text>
                {record!.attachmentUrl && record!.attachment ? (
                  <Anchor href={record!.attachmentUrl} target="_blank" rel="noreferrer" size="sm">
                    {record!.attachment.fileName}
                  </Anchor>
                ) : (
                  <Text size="sm" c="dimmed">
                    –
                  </Text>
                )}
              </Group>
            </Stack>
          </Paper>
          <ChangeCompanyCertificationForm
            key={`${record!.id}-${record!.version}`}
            state={record!.state}
            revokeReason={record!.revokeReason ?? null}
            // A file already saved satisfies the rule; a new one only replaces it.
            requiresCertificate={record!.certification.requiresCertificate && !record!.attachment}
            busy={updating.loading}
            onSubmit={submitChange}
          />
          <Group>
            <Button
              variant="default"
              color="red"
              loading={removing.loading}
              onClick={() => void drop()}
            >
              {t('company.delete')}
            </Button>
          </Group>
        </>
      )}
      <Paper withBorder p="md" radius="md" maw={800}>
        <Stack>
          <Group justify="space-between">
            <Title order={4}>{t('company.held')}</Title>
            {!isNew && (
              <Button
                component={Link}
                variant="light"
                size="xs"
                to={certificationUrls.newCompanyCertification(companyId, undefined, userType)}
              >
                {t('company.add')}
              </Button>
            )}
          </Group>
          {others.length === 0 ? (
            <Text c="dimmed">{t('company.noneHeld')}</Text>
          ) : (
            <HolderTable items={others} show="certification" userType={userType} />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
