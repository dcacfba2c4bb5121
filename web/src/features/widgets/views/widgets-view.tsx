import { Center, Group, Loader, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { WIDGET_TYPES } from '#domain/widgets/widget';
import { CmsDomainsDocument, WidgetsDocument } from '../../../gql/graphql';
import { useCurrentDomain } from '../../cms';
import { WidgetEditorView } from './widget-editor-view';

/** /widget: the current domain's widgets, one tab per type. */
export function WidgetsView() {
  const { t } = useTranslation('widgets');
  const [current, setCurrent] = useCurrentDomain();
  const domains = useQuery(CmsDomainsDocument);
  const items = domains.data?.cmsDomains.items ?? [];
  const domainId =
    items.find((d) => String(d.id) === current)?.id ?? (items[0] ? String(items[0].id) : null);
  const widgets = useQuery(WidgetsDocument, {
    variables: { domainId: domainId ?? '' },
    skip: !domainId,
    fetchPolicy: 'cache-and-network',
  });
  const list = widgets.data?.widgets ?? [];

  return (
    <Stack maw={1100}>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('title')}</Title>
        <Select
          label={t('domain')}
          allowDeselect={false}
          w={320}
          data={items.map((d) => ({ value: String(d.id), label: d.name }))}
          value={domainId ? String(domainId) : null}
          onChange={(value) => value && setCurrent(value)}
        />
      </Group>
      {!domains.loading && items.length === 0 && <Text c="dimmed">{t('noDomain')}</Text>}
      {domainId && list.length === 0 && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {list.length > 0 && (
        <Tabs defaultValue={WIDGET_TYPES[0]} key={domainId}>
          <Tabs.List>
            {WIDGET_TYPES.map((type) => (
              <Tabs.Tab key={type} value={type}>
                {t(`type.${type}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {WIDGET_TYPES.map((type) => {
            const widget = list.find((w) => w.type === type);
            return (
              <Tabs.Panel key={type} value={type} pt="md">
                {/* A saved version starts the form over from what was stored. */}
                {widget && (
                  <WidgetEditorView key={`${widget.id}-${widget.version}`} widget={widget} />
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </Stack>
  );
}
