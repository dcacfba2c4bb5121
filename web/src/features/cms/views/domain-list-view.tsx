import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CmsDomainsDocument } from '../../../gql/graphql';
import { DomainTable } from '../components/domain-table';
import { cmsUrls } from '../urls';

/** /domain: the sites the CMS keeps pages for. */
export function DomainListView() {
  const { t } = useTranslation('cms');
  const { data, loading } = useQuery(CmsDomainsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('domain.title')}</Title>
        <Button component={Link} to={cmsUrls.newDomain()}>
          {t('domain.new')}
        </Button>
      </Group>
      {loading && !data ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <DomainTable domains={data?.cmsDomains.items ?? []} />
      )}
    </Stack>
  );
}
