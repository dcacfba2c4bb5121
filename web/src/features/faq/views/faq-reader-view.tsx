import { Accordion, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FaqAudience } from '#domain/faq/faq-audience';
import { FaqsDocument } from '../../../gql/graphql';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';

/** The questions of one audience, searchable, each answer unfolding under its question. */
function FaqReaderView({ audience }: { audience: FaqAudience }) {
  const { t } = useTranslation('faq');
  const [search, setSearch] = useState('');
  const box = useDebouncedSearch(search, setSearch);
  const { data, previousData } = useQuery(FaqsDocument, {
    variables: { audience, search: search.trim() || null },
  });
  const items = (data ?? previousData)?.faqs ?? [];
  return (
    <Stack maw={820}>
      <Title order={2}>{t('reader.title')}</Title>
      <TextInput
        label={t('reader.search')}
        placeholder={t('reader.searchPlaceholder')}
        value={box.text}
        onChange={(event) => box.onChange(event.currentTarget.value)}
        onBlur={box.onBlur}
        type="search"
      />
      {items.length === 0 ? (
        <Text c="dimmed">{t('reader.none')}</Text>
      ) : (
        <Accordion variant="separated" data-testid="faq-list">
          {items.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>
                <Text style={{ whiteSpace: 'pre-line' }}>{item.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Stack>
  );
}

export const ConsumerFaqView = () => <FaqReaderView audience="consumer" />;
export const CustomerFaqView = () => <FaqReaderView audience="customer" />;
export const PartnerFaqView = () => <FaqReaderView audience="partner" />;
