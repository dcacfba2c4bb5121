import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AddProductFeedDocument, ComparisonCompaniesDocument } from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { FeedForm, feedInput } from '../components/feed-form';
import { feedUrls } from '../urls';

/** /comparison/product-feed/new and /new/:companyId (that shop chosen): a feed, then its detail. */
export function FeedNewView() {
  const { t } = useTranslation('feeds');
  const { companyId } = useParams();
  const navigate = useNavigate();
  const shops = useQuery(ComparisonCompaniesDocument);
  const [add, adding] = useMutation(AddProductFeedDocument);
  if (shops.loading && !shops.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack maw={760}>
      <Group justify="space-between">
        <Title order={2}>{t('form.newTitle')}</Title>
        <Button variant="default" onClick={() => void navigate(feedUrls.list())}>
          {t('form.back')}
        </Button>
      </Group>
      <FeedForm
        defaults={{
          source: null,
          type: 'xml',
          url: '',
          companyId: companyId ?? null,
          paused: false,
        }}
        shops={shops.data?.comparisonCompanies ?? []}
        saving={adding.loading}
        onSave={async (values) => {
          const added = await add({ variables: { input: feedInput(values) } });
          notifySuccess('MESSAGE.CHANGES_SAVED');
          await navigate(feedUrls.feed(added.data!.addProductFeed.id), { replace: true });
        }}
      />
    </Stack>
  );
}
