import { Alert, Badge, Button, Center, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#domain/shared/format-money';
import { AssignLeadToDocument, LeadMatchesDocument } from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../lib/confirm-action';
import { MatchMap } from './match-map';

interface MatchModalProps {
  leadId: string;
  onClose: () => void;
}

/** Metres as kilometres with one decimal (Dutch: 3,2 km). */
function kilometres(metres: number | null | undefined, language: string): string {
  if (metres === null || metres === undefined) return '–';
  const km = (metres / 1000).toLocaleString(language === 'en' ? 'en-GB' : 'nl-NL', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return `${km} km`;
}

/**
 * The match modal: a map around the lead with the companies that take the product,
 * a table of them with why automatic matching passes them over, and assigning by hand
 * (asked first). Loaded as its own chunk, with Leaflet.
 */
export function MatchModal({ leadId, onClose }: MatchModalProps) {
  const { t, i18n } = useTranslation(['leads', 'companies']);
  const { data, loading, refetch } = useQuery(LeadMatchesDocument, {
    variables: { id: leadId },
    fetchPolicy: 'network-only',
  });
  const [assign, assignState] = useMutation(AssignLeadToDocument);
  const lead = data?.lead;
  const matches = lead?.nearMatches ?? [];

  async function assignTo(companyId: string, companyName: string) {
    const ok = await confirmAction({
      title: t('match.confirmTitle'),
      text: t('match.confirmText', { company: companyName }),
      confirmLabel: t('match.assign'),
      danger: false,
    });
    if (!ok) return;
    try {
      await assign({ variables: { leadId, companyId } });
      notifySuccess('MESSAGE.LEAD_ASSIGNED');
    } catch {
      // The error link has shown ALREADY_ASSIGNED, ASSIGNMENT_FAILED or BALANCE_TOO_LOW.
    }
    void refetch();
  }

  return (
    <Modal opened onClose={onClose} title={t('match.title')} size="xl">
      {loading && !lead ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : (
        <Stack>
          {lead?.latitude != null && lead.longitude != null ? (
            <MatchMap
              center={{ latitude: lead.latitude, longitude: lead.longitude }}
              leadLabel={t('match.lead')}
              tiles={
                data?.mapSettings.tileUrl
                  ? { url: data.mapSettings.tileUrl, attribution: data.mapSettings.attribution }
                  : null
              }
              points={matches
                .filter((match) => match.latitude != null && match.longitude != null)
                .map((match) => ({
                  id: String(match.companyId),
                  latitude: match.latitude!,
                  longitude: match.longitude!,
                  label: match.companyName,
                  wanted: match.wanted,
                }))}
            />
          ) : (
            <Alert color="gray" variant="light">
              {t('match.noLocation')}
            </Alert>
          )}
          {matches.length === 0 ? (
            <Text c="dimmed">{t('match.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={700}>
              <Table data-testid="near-matches">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('column.company')}</Table.Th>
                    <Table.Th>{t('column.state')}</Table.Th>
                    <Table.Th>{t('match.distance')}</Table.Th>
                    <Table.Th>{t('column.price')}</Table.Th>
                    <Table.Th>{t('match.reasons')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {matches.map((match) => {
                    const assigned = match.reasons.includes('already_assigned');
                    return (
                      <Table.Tr key={match.companyId} data-testid="near-match">
                        <Table.Td>{match.companyName}</Table.Td>
                        <Table.Td>
                          {t(`state.${match.companyState}`, {
                            ns: 'companies',
                            defaultValue: match.companyState,
                          })}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {kilometres(match.distance, i18n.language)}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(match.priceCents)}
                        </Table.Td>
                        <Table.Td data-testid="near-match-reasons">
                          {match.wanted ? (
                            <Badge color="green" variant="light">
                              {t('match.wanted')}
                            </Badge>
                          ) : (
                            match.reasons
                              .map((reason) => t(`notChosen.${reason}`, { defaultValue: reason }))
                              .join(', ')
                          )}
                        </Table.Td>
                        <Table.Td ta="right">
                          <Button
                            size="xs"
                            variant="light"
                            disabled={assigned || assignState.loading}
                            onClick={() =>
                              void assignTo(String(match.companyId), match.companyName)
                            }
                          >
                            {t('match.assign')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Modal>
  );
}
