import { Badge, Card, Group, Pagination, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlazaOfferFieldsFragment } from '../../../gql/graphql';
import { kilometres, price, receivedAt } from '../format';

interface PlazaOfferListProps {
  offers: PlazaOfferFieldsFragment[];
  total: number;
  page: number;
  pageSize: number;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
}

/** The leads on sale as cards: what, where, when, how many have it, and the price. */
export function PlazaOfferList({
  offers,
  total,
  page,
  pageSize,
  onOpen,
  onPage,
}: PlazaOfferListProps) {
  const { t, i18n } = useTranslation('plaza');
  if (offers.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('results.none')}
      </Text>
    );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="plaza-results">
        {offers.map((offer) => (
          <Card
            key={offer.id}
            withBorder
            radius="md"
            padding="md"
            component="button"
            type="button"
            style={{ textAlign: 'left', cursor: 'pointer' }}
            onClick={() => onOpen(String(offer.id))}
            data-testid="plaza-offer"
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text fw={600}>{offer.product.name}</Text>
                <Text size="sm" c="dimmed">
                  {offer.postalCode} {offer.city ?? offer.municipality}
                  {offer.distanceKm !== null && offer.distanceKm !== undefined
                    ? ` · ${kilometres(offer.distanceKm, i18n.language)}`
                    : ''}
                </Text>
              </div>
              <Text fw={700}>{price(offer.priceCents)}</Text>
            </Group>
            <Text size="sm" mt={6} lineClamp={2}>
              {offer.answers.map((answer) => answer.answer).join(' · ')}
            </Text>
            <Group gap={6} mt="sm">
              <Badge variant="light" size="sm">
                {receivedAt(offer.created, i18n.language)}
              </Badge>
              <Badge variant="light" size="sm" color={offer.competitors === 0 ? 'teal' : 'gray'}>
                {t('results.competitors', { count: offer.competitors })}
              </Badge>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {total > pageSize && (
        <Group justify="center">
          <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={onPage} />
        </Group>
      )}
    </Stack>
  );
}
