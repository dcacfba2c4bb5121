import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  AffiliateCompanyDocument,
  CreateAffiliateCompanyDocument,
  DeleteAffiliateCompanyDocument,
  SaveAffiliateCompanyDocument,
} from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { confirmAction } from '../../../lib/confirm-action';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';
import {
  AffiliateCompanyForm,
  type AffiliateCompanyValues,
} from '../components/affiliate-company-form';
import { affiliateUrls } from '../urls';

/** /affiliate-company/new and /:id: a company's name, website, note and logo; back to the list after saving. */
export function AffiliateCompanyEditorView() {
  const { t } = useTranslation('affiliates');
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const { data, loading } = useQuery(AffiliateCompanyDocument, {
    variables: { id: id ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const refetchQueries = ['AffiliateCompanies'];
  const [create, creating] = useMutation(CreateAffiliateCompanyDocument, { refetchQueries });
  const [save, saving] = useMutation(SaveAffiliateCompanyDocument, { refetchQueries });
  const [remove, removing] = useMutation(DeleteAffiliateCompanyDocument, { refetchQueries });
  const company = data?.affiliateCompany;

  async function submit(
    { logo, ...values }: AffiliateCompanyValues,
    setError: UseFormSetError<AffiliateCompanyValues>,
  ) {
    const input = {
      name: values.name,
      website: values.website || null,
      description: values.description || null,
    };
    let savedId: string;
    try {
      if (company) {
        await save({ variables: { id: String(company.id), input, version: company.version } });
        savedId = String(company.id);
      } else
        savedId = String((await create({ variables: { input } })).data!.createAffiliateCompany.id);
    } catch (error) {
      applyFieldErrors(error, setError);
      return;
    }
    // The logo goes once the company exists (its address needs the id).
    if (logo) {
      const failed = await uploadFile(affiliateUrls.companyLogoUpload(savedId), logo);
      if (failed) {
        notifyError(failed);
        setError('logo', { message: failed });
        if (isNew) await navigate(affiliateUrls.company(savedId), { replace: true });
        return;
      }
    }
    notifySuccess('MESSAGE.CHANGES_SAVED');
    await navigate(affiliateUrls.companies());
  }

  async function drop(name: string, links: number) {
    const sure = await confirmAction({
      title: t('company.delete'),
      text: t('company.deleteConfirm', { name, count: links }),
      confirmLabel: t('company.delete'),
    });
    if (!sure) return;
    await remove({ variables: { id: id! } });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    await navigate(affiliateUrls.companies());
  }

  if (!isNew && loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (!isNew && !company) return <Text c="dimmed">{t('company.notFound')}</Text>;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{company ? company.name : t('company.new')}</Title>
        <Anchor component={Link} to={affiliateUrls.companies()}>
          {t('company.back')}
        </Anchor>
      </Group>
      <AffiliateCompanyForm
        key={company ? `${company.id}-${company.version}` : 'new'}
        initial={{
          name: company?.name ?? '',
          website: company?.website ?? '',
          description: company?.description ?? '',
        }}
        logoUrl={company?.logoUrl ?? null}
        busy={creating.loading || saving.loading}
        onSubmit={submit}
      />
      {company && (
        <Group>
          <Button
            variant="default"
            color="red"
            loading={removing.loading}
            onClick={() => void drop(company.name, company.linkCount).catch(() => undefined)}
          >
            {t('company.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
