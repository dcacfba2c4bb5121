import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyCertificationFieldsFragment } from '../../../gql/graphql';
import { revokeReasonLabel } from '../revoke-reason-label';
import { certificationUrls } from '../urls';
import { StateBadge } from './state-badge';

/** Company certifications, each linking to its screen; `show` picks the company or the certification column. */
export function HolderTable({
  items,
  show,
  userType,
}: {
  items: CompanyCertificationFieldsFragment[];
  show: 'company' | 'certification';
  userType?: string;
}) {
  const { t } = useTranslation('certifications');
  return (
    <Table striped data-testid="certification-holders">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            {show === 'company' ? t('certification.company') : t('company.certification')}
          </Table.Th>
          <Table.Th>{t('company.state')}</Table.Th>
          <Table.Th>{t('company.attachment')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((held) => (
          <Table.Tr key={held.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={certificationUrls.companyCertification(
                  held.companyId,
                  held.certification.id,
                  userType,
                )}
              >
                {show === 'company' ? held.companyName : held.certification.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <StateBadge state={held.state} />
              {held.revokeReason && (
                <Text size="xs" c="dimmed">
                  {revokeReasonLabel(t, held.revokeReason)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              {held.attachmentUrl && held.attachment ? (
                <Anchor href={held.attachmentUrl} target="_blank" rel="noreferrer" size="sm">
                  {held.attachment.fileName}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed">
                  –
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
