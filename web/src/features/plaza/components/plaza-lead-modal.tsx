import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  BuyPlazaLeadDocument,
  PlazaPurchaseDetailsDocument,
  type PlazaOfferFieldsFragment,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { messageText } from '../../../lib/message-text';
import { notifySuccess } from '../../../lib/notify';
import { kilometres, price, receivedAt } from '../format';

interface PlazaLeadModalProps {
  companyId: string;
  offers: PlazaOfferFieldsFragment[];
  /** The lead shown (the URL's `l`). */
  leadId: string;
  onMove: (leadId: string) => void;
  onClose: () => void;
  onBought: (assignedLeadId: string) => void;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * One lead on sale, as far as a buyer may see it before buying (no name, address
 * or contact details). The arrow keys move to the previous and next lead of the
 * page; buying asks first, naming the price.
 */
export function PlazaLeadModal({
  companyId,
  offers,
  leadId,
  onMove,
  onClose,
  onBought,
}: PlazaLeadModalProps) {
  const { t, i18n } = useTranslation('plaza');
  const index = offers.findIndex((offer) => String(offer.id) === leadId);
  const offer = index >= 0 ? offers[index]! : null;
  const previous = index > 0 ? offers[index - 1] : undefined;
  const next = index >= 0 && index < offers.length - 1 ? offers[index + 1] : undefined;
  useWindowEvent('keydown', (event) => {
    if (typing(event.target)) return;
    if (event.key === 'ArrowLeft' && previous) onMove(String(previous.id));
    if (event.key === 'ArrowRight' && next) onMove(String(next.id));
  });
  const { data, refetch } = useQuery(PlazaPurchaseDetailsDocument, {
    variables: { companyId, leadId },
    skip: !offer,
    fetchPolicy: 'network-only',
  });
  // A free plaza lead of a deal is used up by the buy: the count on the screen follows.
  const [buy, buying] = useMutation(BuyPlazaLeadDocument, { refetchQueries: ['PlazaDeal'] });
  const details = data?.plazaPurchaseDetails;

  async function confirmAndBuy() {
    if (!details || !offer) return;
    const ok = await confirmAction({
      title: t('buy.confirmTitle'),
      text: t('buy.confirmText', {
        product: offer.product.name,
        place: offer.city ?? offer.postalCode,
        price: price(details.priceCents),
      }),
      confirmLabel: t('buy.confirm', { price: price(details.priceCents) }),
      danger: false,
    });
    if (!ok) return;
    try {
      const answer = await buy({
        variables: { companyId, leadId, priceCents: details.priceCents },
      });
      const bought = answer.data?.buyPlazaLead;
      if (!bought) return;
      notifySuccess('MESSAGE.LEAD_ASSIGNED');
      onBought(String(bought.assignedLeadId));
    } catch {
      // The error link showed why (sold out, price changed, balance too low …).
      void refetch();
    }
  }

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={offer ? offer.product.name : t('detail.title')}
      data-testid="plaza-lead-modal"
    >
      {!offer ? (
        <Text c="dimmed">{t('detail.gone')}</Text>
      ) : (
        <Stack>
          <Group justify="space-between">
            <div>
              <Title order={4} data-testid="plaza-detail-place">
                {offer.postalCode} {offer.city ?? offer.municipality}
              </Title>
              <Text size="sm" c="dimmed">
                {[offer.municipality, offer.province].filter(Boolean).join(', ')}
              </Text>
            </div>
            <Stack gap={0} align="flex-end">
              <Text fw={700} size="xl" data-testid="plaza-detail-price">
                {price(details?.priceCents ?? offer.priceCents)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('detail.position', { index: index + 1, count: offers.length })}
              </Text>
            </Stack>
          </Group>
          <Group gap={6}>
            <Badge variant="light">{receivedAt(offer.created, i18n.language)}</Badge>
            <Badge variant="light" color={offer.competitors === 0 ? 'teal' : 'gray'}>
              {t('results.competitors', { count: offer.competitors })}
            </Badge>
            <Badge variant="light" color="gray">
              {t('detail.left', { count: offer.remainingAssignments })}
            </Badge>
            {offer.distanceKm != null && (
              <Badge variant="light" color="gray">
                {kilometres(offer.distanceKm, i18n.language)}
              </Badge>
            )}
          </Group>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {offer.answers.map((answer) => (
                <Table.Tr key={answer.questionKey}>
                  <Table.Td c="dimmed" w="45%">
                    {answer.question}
                  </Table.Td>
                  <Table.Td>{answer.answer}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <SimpleGrid cols={3}>
            {(
              [
                ['startingDate', offer.startingDate],
                ['buildingType', offer.buildingType],
                ['houseOwnership', offer.houseOwnership],
              ] as const
            )
              .filter(([, value]) => value)
              .map(([field, value]) => (
                <div key={field}>
                  <Text size="xs" c="dimmed">
                    {t(`detail.${field}`)}
                  </Text>
                  <Text size="sm">{value}</Text>
                </div>
              ))}
          </SimpleGrid>
          {offer.description && (
            <div>
              <Text size="xs" c="dimmed">
                {t('detail.description')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {offer.description}
              </Text>
            </div>
          )}
          <Text size="xs" c="dimmed">
            {t('detail.hidden')}
          </Text>
          {details?.refusal && (
            <Alert color="orange" data-testid="plaza-refusal">
              {messageText(details.refusal)}
            </Alert>
          )}
          {details && !details.refusal && (
            <Text size="sm" c="dimmed">
              {t(`buy.payment.${details.payment}`, {
                balance: details.balanceCents != null ? price(details.balanceCents) : '',
              })}
            </Text>
          )}
          <Group justify="space-between">
            <Group gap="xs">
              <Button
                variant="default"
                disabled={!previous}
                onClick={() => previous && onMove(String(previous.id))}
                aria-keyshortcuts="ArrowLeft"
              >
                {t('detail.previous')}
              </Button>
              <Button
                variant="default"
                disabled={!next}
                onClick={() => next && onMove(String(next.id))}
                aria-keyshortcuts="ArrowRight"
              >
                {t('detail.next')}
              </Button>
            </Group>
            <Button
              onClick={() => void confirmAndBuy()}
              loading={buying.loading}
              disabled={!details || Boolean(details.refusal)}
              data-testid="plaza-buy"
            >
              {t('buy.button', { price: price(details?.priceCents ?? offer.priceCents) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
