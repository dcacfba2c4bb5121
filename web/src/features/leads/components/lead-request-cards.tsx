import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../../lib/person-name';

export interface LeadRequestData {
  gender?: string | null;
  givenName?: string | null;
  familyName: string;
  email: string;
  phoneNumber?: string | null;
  additionalPhoneNumber?: string | null;
  contactPreference?: string | null;
  companyName?: string | null;
  address: {
    street?: string | null;
    houseNumber?: string | null;
    postalCode: string;
    city?: string | null;
    country: string;
    buildingYear?: number | null;
  };
  municipality?: string | null;
  province?: string | null;
  answers: ReadonlyArray<{ questionKey: string; question: string; answer: string }>;
  description?: string | null;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Table.Tr>
      <Table.Th w="40%" fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{children}</Table.Td>
    </Table.Tr>
  );
}

/** The consumer's request: who, where, and the answers to the product's questions. */
export function LeadRequestCards({ lead }: { lead: LeadRequestData }) {
  const { t } = useTranslation('leads');
  const street = [lead.address.street, lead.address.houseNumber].filter(Boolean).join(' ');
  const place = [lead.address.postalCode, lead.address.city].filter(Boolean).join(' ');
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }}>
      <Paper withBorder p="md" radius="md" data-testid="lead-consumer">
        <Title order={4} mb="sm">
          {t('detail.consumer')}
        </Title>
        <Table>
          <Table.Tbody>
            <Row label={t('field.name')}>
              {[
                lead.gender ? t(`gender.${lead.gender}`, { defaultValue: '' }) : '',
                fullName(lead.givenName, lead.familyName),
              ]
                .filter(Boolean)
                .join(' ')}
            </Row>
            <Row label={t('field.companyName')}>{lead.companyName}</Row>
            <Row label={t('field.email')}>
              <Anchor href={`mailto:${lead.email}`}>{lead.email}</Anchor>
            </Row>
            <Row label={t('field.phone')}>
              {lead.phoneNumber && (
                <Anchor href={`tel:${lead.phoneNumber}`}>{lead.phoneNumber}</Anchor>
              )}
            </Row>
            <Row label={t('field.additionalPhone')}>{lead.additionalPhoneNumber}</Row>
            <Row label={t('field.contactPreference')}>{lead.contactPreference}</Row>
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="md" radius="md" data-testid="lead-address">
        <Title order={4} mb="sm">
          {t('detail.address')}
        </Title>
        <Table>
          <Table.Tbody>
            <Row label={t('field.street')}>{street}</Row>
            <Row label={t('field.postalCode')}>{place}</Row>
            <Row label={t('field.municipality')}>{lead.municipality}</Row>
            <Row label={t('field.province')}>{lead.province}</Row>
            <Row label={t('field.country')}>{lead.address.country}</Row>
            <Row label={t('field.buildingYear')}>{lead.address.buildingYear}</Row>
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="md" radius="md" data-testid="lead-answers">
        <Title order={4} mb="sm">
          {t('detail.answers')}
        </Title>
        <Stack gap="xs">
          {lead.answers.length === 0 && <Text c="dimmed">{t('detail.noAnswers')}</Text>}
          {lead.answers.length > 0 && (
            <Table>
              <Table.Tbody>
                {lead.answers.map((answer) => (
                  <Row key={answer.questionKey} label={answer.question}>
                    {answer.answer}
                  </Row>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {lead.description && (
            <>
              <Text fw={500} size="sm">
                {t('detail.description')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {lead.description}
              </Text>
            </>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
