import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { SPEC_WEBSITE_NAME_MAX } from '#domain/features/spec-synonym';
import { MESSAGE } from '#domain/shared/messages';
import { isValidUrl } from '#domain/shared/validators/url';
import {
  ComparisonSpecWebsiteDocument,
  CreateComparisonSpecWebsiteDocument,
  FeatureCoreProductsDocument,
  SaveComparisonSpecSynonymDocument,
  UpdateComparisonSpecWebsiteDocument,
  type ComparisonSpecSynonymFieldsFragment,
  type ComparisonSpecWebsiteQuery,
} from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { confirmAction } from '../../../lib/confirm-action';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';
import { featureUrls } from '../urls';

type Website = NonNullable<ComparisonSpecWebsiteQuery['comparisonSpecWebsite']>;

const schema = z.object({
  name: z
    .string()
    .trim()
    .min(1, MESSAGE.ENTER_NAME)
    .max(SPEC_WEBSITE_NAME_MAX, MESSAGE.TEXT_TOO_LONG),
  baseUrl: z
    .string()
    .trim()
    .min(1, MESSAGE.ENTER_VALID_URL)
    .refine(isValidUrl, MESSAGE.ENTER_VALID_URL),
  coreProductId: z
    .string()
    .nullable()
    .refine((value) => !!value, MESSAGE.SELECT_OPTION),
  enabled: z.boolean(),
});
type Values = z.infer<typeof schema>;

/** The mapped synonyms of a website; one can be unmapped (it becomes a suggestion again). */
function MappedSynonyms({
  synonyms,
  onUnmap,
}: {
  synonyms: readonly ComparisonSpecSynonymFieldsFragment[];
  onUnmap: (synonym: ComparisonSpecSynonymFieldsFragment) => void;
}) {
  const { t } = useTranslation('features');
  if (synonyms.length === 0) return <Text c="dimmed">{t('website.noMapped')}</Text>;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('synonym.name')}</Table.Th>
          <Table.Th>{t('synonym.sample')}</Table.Th>
          <Table.Th>{t('synonym.feature')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {synonyms.map((synonym) => (
          <Table.Tr key={synonym.id} data-testid="mapped-synonym-row">
            <Table.Td>{synonym.name}</Table.Td>
            <Table.Td>{synonym.sampleValue ?? ''}</Table.Td>
            <Table.Td>
              {synonym.noFeature ? (
                <Text size="sm" c="dimmed">
                  {t('synonym.noFeature')}
                </Text>
              ) : (
                synonym.featureName
              )}
            </Table.Td>
            <Table.Td ta="right">
              <Button size="xs" variant="subtle" onClick={() => onUnmap(synonym)}>
                {t('synonym.unmap')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SpecWebsiteForm({ website }: { website: Website | null }) {
  const { t } = useTranslation('features');
  const navigate = useNavigate();
  const cores = useQuery(FeatureCoreProductsDocument);
  const [create, creating] = useMutation(CreateComparisonSpecWebsiteDocument);
  const [update, updating] = useMutation(UpdateComparisonSpecWebsiteDocument);
  const [saveSynonym] = useMutation(SaveComparisonSpecSynonymDocument, {
    refetchQueries: ['ComparisonSpecWebsite'],
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: website?.name ?? '',
      baseUrl: website?.baseUrl ?? '',
      coreProductId: website?.coreProductId ?? null,
      enabled: website?.enabled ?? true,
    },
  });
  const { errors } = form.formState;
  const error = (key: string | undefined) => (key ? messageText(key) : undefined);

  async function submit(values: Values) {
    if (website && values.coreProductId !== website.coreProductId) {
      const sure = await confirmAction({
        title: t('website.coreChangeTitle'),
        text: t('website.coreChangeText'),
        confirmLabel: t('action.save'),
      });
      if (!sure) return;
    }
    try {
      if (website) {
        await update({ variables: { id: website.id, input: values, version: website.version } });
        notifySuccess('MESSAGE.CHANGES_SAVED');
        await navigate(featureUrls.specWebsites());
      } else {
        const created = await create({ variables: { input: values } });
        notifySuccess('MESSAGE.CHANGES_SAVED');
        await navigate(featureUrls.specWebsite(created.data!.createComparisonSpecWebsite.id), {
          replace: true,
        });
      }
    } catch (failure) {
      applyFieldErrors(failure, form.setError);
    }
  }

  async function unmap(synonym: ComparisonSpecSynonymFieldsFragment) {
    try {
      await saveSynonym({
        variables: { id: synonym.id, featureId: null, noFeature: false, version: synonym.version },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch {
      // The error notice says why.
    }
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{website ? website.name : t('website.newTitle')}</Title>
        <Button variant="default" onClick={() => void navigate(featureUrls.specWebsites())}>
          {t('action.back')}
        </Button>
      </Group>
      <Paper
        withBorder
        p="md"
        radius="md"
        maw={720}
        component="form"
        noValidate
        onSubmit={form.handleSubmit(submit)}
      >
        <Stack>
          <TextInput
            label={t('website.name')}
            required
            {...form.register('name')}
            error={error(errors.name?.message)}
          />
          <TextInput
            label={t('website.baseUrl')}
            required
            placeholder="https://"
            {...form.register('baseUrl')}
            error={error(errors.baseUrl?.message)}
          />
          <Controller
            control={form.control}
            name="coreProductId"
            render={({ field }) => (
              <Select
                label={t('coreProduct.label')}
                required
                data={(cores.data?.comparisonCoreProducts ?? []).map((core) => ({
                  value: core.id,
                  label: core.name,
                }))}
                value={field.value}
                onChange={field.onChange}
                error={error(errors.coreProductId?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch
                label={t('field.enabled')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={creating.loading || updating.loading}>
              {t('action.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {website && (
        <Paper withBorder p="md" radius="md" maw={880}>
          <Group justify="space-between" mb="xs">
            <Title order={4}>{t('website.mappedTitle')}</Title>
            <Anchor component={Link} to={featureUrls.synonymSuggestions(website.id)} fz="sm">
              {t('website.suggestionCount', { count: website.unmappedCount })}
            </Anchor>
          </Group>
          <MappedSynonyms synonyms={website.synonyms} onUnmap={(s) => void unmap(s)} />
        </Paper>
      )}
    </Stack>
  );
}

/** /comparison/spec-website/new and /comparison/spec-website/:id: a spec website and its mapped synonyms. */
export function SpecWebsiteEditorView() {
  const { t } = useTranslation('features');
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const { data, loading } = useQuery(ComparisonSpecWebsiteDocument, {
    variables: { id: id ?? '' },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  if (isNew) return <SpecWebsiteForm website={null} />;
  if (loading && !data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const website = data?.comparisonSpecWebsite;
  if (!website) return <Text c="dimmed">{t('website.notFound')}</Text>;
  return <SpecWebsiteForm key={`${website.id}-${website.version}`} website={website} />;
}
