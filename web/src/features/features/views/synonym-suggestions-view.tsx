import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SYNONYM_CANDIDATE_LIMIT, synonymCandidates } from '#domain/features/spec-synonym';
import { PAGE_SIZES } from '#domain/shared/page-sizes';
import {
  ComparisonFeaturesDocument,
  ComparisonSpecWebsiteDocument,
  ComparisonSynonymSuggestionsDocument,
  SaveComparisonSpecSynonymDocument,
  type ComparisonFeatureFieldsFragment,
  type ComparisonSpecSynonymFieldsFragment,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { featureUrls } from '../urls';

/** One suggestion: type to find the feature it names (shown when fewer than 15 match), or no feature. */
function Suggestion({
  synonym,
  features,
  onSave,
}: {
  synonym: ComparisonSpecSynonymFieldsFragment;
  features: readonly ComparisonFeatureFieldsFragment[];
  onSave: (featureId: string | null, noFeature: boolean) => void;
}) {
  const { t } = useTranslation('features');
  const [typed, setTyped] = useState('');
  const { candidates, tooMany } = synonymCandidates(features, typed);
  return (
    <Paper withBorder p="sm" radius="md" data-testid="synonym-suggestion">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} w={260} style={{ flexShrink: 0 }}>
          <Text fw={600}>{synonym.name}</Text>
          {synonym.sampleValue && (
            <Text size="sm" c="dimmed">
              {t('synonym.sampleValue', { value: synonym.sampleValue })}
            </Text>
          )}
        </Stack>
        <Stack gap="xs" style={{ flex: 1 }}>
          <TextInput
            size="xs"
            aria-label={t('synonym.searchFor', { name: synonym.name })}
            placeholder={t('synonym.search')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
          {tooMany ? (
            <Text size="xs" c="dimmed">
              {t('synonym.typeMore', { count: SYNONYM_CANDIDATE_LIMIT })}
            </Text>
          ) : candidates.length === 0 ? (
            <Text size="xs" c="dimmed">
              {t('synonym.noMatch')}
            </Text>
          ) : (
            <Group gap={6}>
              {candidates.map((feature) => (
                <Button
                  key={feature.id}
                  size="compact-xs"
                  variant="light"
                  onClick={() => onSave(feature.id, false)}
                >
                  {feature.name}
                </Button>
              ))}
            </Group>
          )}
        </Stack>
        <Button size="xs" variant="subtle" color="gray" onClick={() => onSave(null, true)}>
          {t('synonym.noFeature')}
        </Button>
      </Group>
    </Paper>
  );
}

/** /comparison/spec-website/:id/synonym-suggestions: the website's unmapped spec names, 25 a page. */
export function SynonymSuggestionsView() {
  const { t } = useTranslation('features');
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const website = useQuery(ComparisonSpecWebsiteDocument, { variables: { id } });
  const coreProductId = website.data?.comparisonSpecWebsite?.coreProductId ?? null;
  const features = useQuery(ComparisonFeaturesDocument, {
    variables: { coreProductId: coreProductId ?? '' },
    skip: !coreProductId,
  });
  const { data, previousData, loading, refetch } = useQuery(ComparisonSynonymSuggestionsDocument, {
    variables: { specWebsiteId: id, page },
    fetchPolicy: 'cache-and-network',
  });
  const [save] = useMutation(SaveComparisonSpecSynonymDocument);
  const list = (data ?? previousData)?.comparisonSynonymSuggestions;
  const pages = Math.max(1, Math.ceil((list?.total ?? 0) / PAGE_SIZES.specSynonymSuggestions));

  async function saveOne(
    synonym: ComparisonSpecSynonymFieldsFragment,
    featureId: string | null,
    noFeature: boolean,
  ) {
    try {
      await save({ variables: { id: synonym.id, featureId, noFeature, version: synonym.version } });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why.
    }
    const next = await refetch();
    // The last one of the last page went: show the page before.
    const left = next.data?.comparisonSynonymSuggestions.total ?? 0;
    const lastPage = Math.max(1, Math.ceil(left / PAGE_SIZES.specSynonymSuggestions));
    if (page > lastPage) setPage(lastPage);
  }

  const name = website.data?.comparisonSpecWebsite?.name ?? '';
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{t('synonym.title', { name })}</Title>
        <Anchor component={Link} to={featureUrls.specWebsite(id)}>
          {t('action.back')}
        </Anchor>
      </Group>
      {loading && !list ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : list && list.items.length === 0 ? (
        <Text c="dimmed">{t('synonym.none')}</Text>
      ) : (
        (list?.items ?? []).map((synonym) => (
          <Suggestion
            key={synonym.id}
            synonym={synonym}
            features={features.data?.comparisonFeatures ?? []}
            onSave={(featureId, noFeature) => void saveOne(synonym, featureId, noFeature)}
          />
        ))
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="suggestion-total">
          {t('synonym.total', { count: list?.total ?? 0 })}
        </Text>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      </Group>
    </Stack>
  );
}
