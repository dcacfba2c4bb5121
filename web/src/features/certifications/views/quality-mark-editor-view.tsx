import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CreateQualityMarkDocument,
  DeleteQualityMarkDocument,
  QualityMarkDocument,
  UpdateQualityMarkDocument,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';
import { QualityMarkForm, type QualityMarkValues } from '../components/quality-mark-form';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { certificationUrls } from '../urls';

/** /quality-mark/new and /quality-mark/:id: a mark's name, certificate and logo; back to the list after saving. */
export function QualityMarkEditorView() {
  const { t } = useTranslation('certifications');
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const { data, loading } = useQuery(QualityMarkDocument, {
    variables: { id: id ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const [create, creating] = useMutation(CreateQualityMarkDocument, {
    refetchQueries: ['QualityMarks'],
  });
  const [update, updating] = useMutation(UpdateQualityMarkDocument, {
    refetchQueries: ['QualityMarks'],
  });
  const [remove, removing] = useMutation(DeleteQualityMarkDocument, {
    refetchQueries: ['QualityMarks'],
  });
  const mark = data?.qualityMark;

  async function submit(
    { logo, ...input }: QualityMarkValues,
    setError: UseFormSetError<QualityMarkValues>,
  ) {
    let savedId: string;
    try {
      if (isNew) savedId = (await create({ variables: { input } })).data!.createQualityMark.id;
      else {
        await update({ variables: { id: id!, input, version: mark!.version } });
        savedId = id!;
      }
    } catch (error) {
      applyFieldErrors(error, setError);
      return;
    }
    // The logo goes after the record exists (it needs its id).
    if (logo) {
      const failed = await uploadFile(certificationUrls.qualityMarkLogoUpload(savedId), logo);
      if (failed) {
        notifyError(failed);
        setError('logo', { message: failed });
        if (isNew) await navigate(certificationUrls.qualityMark(savedId), { replace: true });
        return;
      }
    }
    notifySuccess('MESSAGE.CHANGES_SAVED');
    await navigate(certificationUrls.qualityMarks());
  }

  async function drop(name: string) {
    const sure = await confirmAction({
      title: t('qualityMark.delete'),
      text: t('qualityMark.deleteConfirm', { name }),
      confirmLabel: t('qualityMark.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: id! } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      await navigate(certificationUrls.qualityMarks());
    } catch {
      // The error notice says why.
    }
  }

  if (!isNew && loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!isNew && !mark) return <Text c="dimmed">{t('qualityMark.notFound')}</Text>;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{isNew ? t('qualityMark.new') : mark!.name}</Title>
        <Anchor component={Link} to={certificationUrls.qualityMarks()}>
          {t('qualityMark.back')}
        </Anchor>
      </Group>
      <QualityMarkForm
        key={mark ? `${mark.id}-${mark.version}` : 'new'}
        initial={{ name: mark?.name ?? '', certificate: mark?.certificate ?? '' }}
        logoUrl={mark?.logoUrl ?? null}
        busy={creating.loading || updating.loading}
        onSubmit={submit}
      />
      {mark && (
        <Group>
          <Button
            variant="default"
            color="red"
            loading={removing.loading}
            onClick={() => void drop(mark.name)}
          >
            {t('qualityMark.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
