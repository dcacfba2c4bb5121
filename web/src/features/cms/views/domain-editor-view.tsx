import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CmsDomainDocument,
  CreateCmsDomainDocument,
  DeleteCmsDomainDocument,
  UpdateCmsDomainDocument,
} from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { DomainForm, type DomainFormValues } from '../components/domain-form';
import { useRouteDomain } from '../hooks/use-current-domain';
import { cmsUrls } from '../urls';

/** /domain/new and /domain/:domainId: a domain's name and host; opening one makes it current. */
export function DomainEditorView() {
  const { t } = useTranslation('cms');
  const { domainId } = useParams();
  const isNew = !domainId || domainId === 'new';
  useRouteDomain(isNew ? undefined : domainId);
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const { data, loading } = useQuery(CmsDomainDocument, {
    variables: { id: domainId ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const [create, creating] = useMutation(CreateCmsDomainDocument, {
    refetchQueries: ['CmsDomains'],
  });
  const [update, updating] = useMutation(UpdateCmsDomainDocument);
  const [deleteDomain, deleting] = useMutation(DeleteCmsDomainDocument, {
    refetchQueries: ['CmsDomains'],
  });

  const failed = (error: unknown) => setFieldErrors(classifyError(error).fields ?? {});

  async function submit(values: DomainFormValues) {
    setFieldErrors({});
    try {
      if (isNew) {
        const answer = await create({ variables: { input: values } });
        notifySuccess('MESSAGE.CHANGES_SAVED');
        if (answer.data) await navigate(cmsUrls.domain(answer.data.createCmsDomain.id));
      } else if (data?.cmsDomain) {
        await update({
          variables: { id: domainId!, input: values, version: data.cmsDomain.version },
        });
        notifySuccess('MESSAGE.CHANGES_SAVED');
      }
    } catch (error) {
      failed(error);
    }
  }

  /** Only a domain without pages goes (the api refuses otherwise); its files go with it. */
  async function remove(name: string) {
    const sure = await confirmAction({
      title: t('domain.delete'),
      text: t('domain.deleteConfirm', { name }),
      confirmLabel: t('domain.delete'),
    });
    if (!sure) return;
    try {
      await deleteDomain({ variables: { id: domainId! } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
      await navigate(cmsUrls.domains());
    } catch {
      // Refused (the domain has pages): the error notice says why.
    }
  }

  if (!isNew && loading)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const domain = data?.cmsDomain;
  if (!isNew && !domain) return <Text c="dimmed">{t('domain.notFound')}</Text>;
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{isNew ? t('domain.new') : domain!.name}</Title>
        <Anchor component={Link} to={cmsUrls.domains()}>
          {t('domain.back')}
        </Anchor>
      </Group>
      <DomainForm
        key={domain ? `${domain.id}-${domain.version}` : 'new'}
        initial={{ name: domain?.name ?? '', host: domain?.host ?? '' }}
        fieldErrors={fieldErrors}
        saving={creating.loading || updating.loading}
        submitLabel={isNew ? t('domain.create') : t('domain.save')}
        onSubmit={(values) => void submit(values)}
      />
      {domain && (
        <Group>
          <Button component={Link} variant="default" to={cmsUrls.pages(`domain=${domain.id}`)}>
            {t('domain.showPages', { count: domain.pageCount })}
          </Button>
          <Button component={Link} variant="default" to={cmsUrls.newPage(domain.id)}>
            {t('page.new')}
          </Button>
          <Button
            variant="default"
            color="red"
            loading={deleting.loading}
            onClick={() => void remove(domain.name)}
          >
            {t('domain.delete')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
