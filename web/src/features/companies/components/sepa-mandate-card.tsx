import { useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SepaMandateInput } from '#domain/companies/sepa-mandate-input';
import { SepaMandateForm, type SepaMandateFormValues } from './sepa-mandate-form';

export interface SepaMandateView {
  companyName: string;
  address: string | null;
  city: string | null;
  chamberOfCommerceNumber: string | null;
  iban: string;
  bic: string | null;
  signedBy: string | null;
  created: string;
  enabled: boolean;
}

interface SepaMandateCardProps {
  mandate: SepaMandateView | null;
  /** Prefill of a new mandate (company name, address). */
  blank: SepaMandateFormValues;
  canEdit: boolean;
  alertHidden: boolean;
  busy: boolean;
  onSave: (input: SepaMandateInput) => Promise<boolean>;
  onEnable: () => void;
  onDisable: () => void;
  onDelete: () => void;
  onHideAlert: () => void;
}

export function SepaMandateCard(props: SepaMandateCardProps) {
  const { t, i18n } = useTranslation('companies');
  const [editing, setEditing] = useState(false);
  const { mandate } = props;
  return (
    <Paper withBorder p="md" radius="md" data-testid="sepa-card">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('sepa.title')}</Title>
          {mandate && (
            <Badge color={mandate.enabled ? 'green' : 'gray'}>
              {mandate.enabled ? t('sepa.enabled') : t('sepa.disabled')}
            </Badge>
          )}
        </Group>
        {mandate ? (
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>{t('sepa.iban')}</Table.Th>
                <Table.Td>{mandate.iban}</Table.Td>
              </Table.Tr>
              {mandate.bic && (
                <Table.Tr>
                  <Table.Th>{t('sepa.bic')}</Table.Th>
                  <Table.Td>{mandate.bic}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th>{t('sepa.signedBy')}</Table.Th>
                <Table.Td>{mandate.signedBy}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('sepa.created')}</Table.Th>
                <Table.Td>{new Date(mandate.created).toLocaleDateString(i18n.language)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">{t('sepa.none')}</Text>
        )}
        {props.canEdit && (
          <Group>
            {!mandate && <Button onClick={() => setEditing(true)}>{t('sepa.create')}</Button>}
            {mandate && !mandate.enabled && (
              <Button variant="light" onClick={props.onEnable} loading={props.busy}>
                {t('sepa.enable')}
              </Button>
            )}
            {mandate && mandate.enabled && (
              <Button variant="light" color="orange" onClick={props.onDisable} loading={props.busy}>
                {t('sepa.disable')}
              </Button>
            )}
            {mandate && (
              <Button variant="subtle" color="red" onClick={props.onDelete}>
                {t('sepa.delete')}
              </Button>
            )}
            {!props.alertHidden && (
              <Button variant="subtle" onClick={props.onHideAlert}>
                {t('sepa.hideAlert')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('sepa.create')}
        size="lg"
        centered
      >
        <SepaMandateForm
          defaultValues={props.blank}
          submitLabel={t('sepa.sign')}
          submitting={props.busy}
          onCancel={() => setEditing(false)}
          onSubmit={(input) => void props.onSave(input).then((saved) => saved && setEditing(false))}
        />
      </Modal>
    </Paper>
  );
}
