import {
  Alert,
  Button,
  Center,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  META_DESCRIPTION_ADVISED_MAX,
  META_FIELDS,
  descriptionTooLong,
  renderMetaTemplate,
  unknownPlaceholders,
  type MetaProduct,
} from '#domain/features/meta-template';
import {
  ComparisonProductMetaDocument,
  SaveComparisonProductMetaDocument,
  type ComparisonProductMetaFieldsFragment,
} from '../../../gql/graphql';
import { classifyError } from '../../../lib/error-kind';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';
import { CoreProductPicker, useCoreProductChoice } from '../components/core-product-picker';

type Meta = ComparisonProductMetaFieldsFragment;

/** The templates of one core product with a live preview on one of its real products. */
function MetaForm({ meta }: { meta: Meta }) {
  const { t } = useTranslation('features');
  const [title, setTitle] = useState(meta.titleTemplate);
  const [description, setDescription] = useState(meta.descriptionTemplate);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useMutation(SaveComparisonProductMetaDocument, {
    // The answer has no id to update the cache by: read again (the new version).
    refetchQueries: ['ComparisonProductMeta'],
    awaitRefetchQueries: true,
  });
  const sample = meta.sampleProduct;
  const product: MetaProduct | null = sample
    ? {
        name: sample.name,
        brand: sample.brand ?? null,
        coreProduct: meta.coreProductName,
        ean: sample.ean ?? null,
        specs: sample.specs,
      }
    : null;
  const renderedTitle = product ? renderMetaTemplate(title, product) : '';
  const renderedDescription = product ? renderMetaTemplate(description, product) : '';
  const unknownTitle = unknownPlaceholders(title, meta.featureNames);
  const unknownDescription = unknownPlaceholders(description, meta.featureNames);
  const fieldError = (field: 'titleTemplate' | 'descriptionTemplate', unknown: string[]) =>
    unknown.length > 0
      ? t('meta.unknown', { placeholders: unknown.join(', ') })
      : errors[field]
        ? messageText(errors[field])
        : undefined;

  async function submit() {
    setErrors({});
    try {
      await save({
        variables: {
          coreProductId: meta.coreProductId,
          input: { titleTemplate: title, descriptionTemplate: description },
          version: meta.version,
        },
      });
      notifySuccess('MESSAGE.CHANGES_SAVED');
    } catch (error) {
      setErrors(classifyError(error).fields ?? {});
    }
  }

  return (
    <Stack>
      <Paper withBorder p="md" radius="md" maw={880}>
        <Stack>
          <TextInput
            label={t('meta.titleTemplate')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            error={fieldError('titleTemplate', unknownTitle)}
          />
          <Textarea
            label={t('meta.descriptionTemplate')}
            autosize
            minRows={3}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={fieldError('descriptionTemplate', unknownDescription)}
          />
          <Text size="sm" c="dimmed">
            {t('meta.placeholders')}{' '}
            {META_FIELDS.map((field) => (
              <Code key={field} mr={4}>{`{${field}}`}</Code>
            ))}
            <Code>{'{feature:…}'}</Code>
          </Text>
          <Text size="xs" c="dimmed">
            {t('meta.features', { names: meta.featureNames.join(', ') })}
          </Text>
          <Group justify="flex-end">
            <Button loading={saving.loading} onClick={() => void submit()}>
              {t('action.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md" maw={880} data-testid="meta-preview">
        <Stack gap="xs">
          <Title order={4}>{t('meta.preview')}</Title>
          {!sample ? (
            <Text c="dimmed">{t('meta.noProduct')}</Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t('meta.previewProduct', { name: sample.name, ean: sample.ean ?? '–' })}
              </Text>
              <Text c="blue" fw={500}>
                {renderedTitle || '–'}
              </Text>
              <Text size="sm">{renderedDescription || '–'}</Text>
              <Text size="xs" c="dimmed">
                {t('meta.length', {
                  title: renderedTitle.length,
                  description: renderedDescription.length,
                })}
              </Text>
              {descriptionTooLong(renderedDescription) && (
                <Alert color="yellow" data-testid="meta-too-long">
                  {t('meta.tooLong', {
                    count: renderedDescription.length,
                    max: META_DESCRIPTION_ADVISED_MAX,
                  })}
                </Alert>
              )}
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** /meta: per core product the templates of a product page's meta title and description. */
export function MetaView() {
  const { t } = useTranslation('features');
  const { coreProductId, options, choose } = useCoreProductChoice();
  const { data, loading } = useQuery(ComparisonProductMetaDocument, {
    variables: { coreProductId: coreProductId ?? '' },
    skip: !coreProductId,
    fetchPolicy: 'network-only',
  });
  const meta = data?.comparisonProductMeta;
  return (
    <Stack>
      <Title order={2}>{t('meta.title')}</Title>
      <Text size="sm" c="dimmed" maw={880}>
        {t('meta.intro')}
      </Text>
      <CoreProductPicker value={coreProductId} options={options} onChange={(id) => choose(id)} />
      {loading && !meta ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        meta && <MetaForm key={`${meta.coreProductId}-${meta.version}`} meta={meta} />
      )}
    </Stack>
  );
}
