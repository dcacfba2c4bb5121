import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  ComparisonProductDocument,
  ComparisonSwitchCheckDocument,
  SwitchComparisonProductDocument,
} from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { comparisonUrls } from '../urls';

/**
 * /comparison/product/:id/new/:productId/specs: moving a product to another core product
 * (:productId). The switch check lists the specs that map onto features there first; the
 * editor confirms and continues in the spec editor.
 */
export function ProductSwitchView() {
  const { t } = useTranslation('comparison');
  const { id = '', productId: coreProductId = '' } = useParams();
  const navigate = useNavigate();
  const product = useQuery(ComparisonProductDocument, { variables: { id } });
  const check = useQuery(ComparisonSwitchCheckDocument, {
    variables: { productId: id, coreProductId },
    fetchPolicy: 'network-only',
  });
  const [apply, applying] = useMutation(SwitchComparisonProductDocument);
  const current = product.data?.comparisonProduct;
  const result = check.data?.comparisonSwitchCheck;
  if (!current || !result)
    return (
      <Center py="xl">
        {product.loading || check.loading ? (
          <Loader />
        ) : (
          <Text c="dimmed">{t('product.notFound')}</Text>
        )}
      </Center>
    );
  const mappable = result.specs.filter((spec) => spec.targetFeatureId);
  return (
    <Stack>
      <Title order={2}>
        {t('switch.title', { name: current.name, coreProduct: result.coreProductName })}
      </Title>
      <Text size="sm">
        {t('switch.summary', {
          mappable: mappable.length,
          dropped: result.specs.length - mappable.length,
        })}
      </Text>
      <Paper withBorder p="md" radius="md">
        <Table data-testid="switch-check">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('switch.feature')}</Table.Th>
              <Table.Th>{t('switch.value')}</Table.Th>
              <Table.Th>{t('switch.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.specs.map((spec) => (
              <Table.Tr key={spec.featureId}>
                <Table.Td>{spec.name}</Table.Td>
                <Table.Td>{spec.value}</Table.Td>
                <Table.Td>
                  <Badge color={spec.targetFeatureId ? 'green' : 'red'} variant="light">
                    {spec.targetFeatureId ? t('switch.moves') : t('switch.dropped')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate(comparisonUrls.specs(id))}>
          {t('action.cancel')}
        </Button>
        <Button
          loading={applying.loading}
          onClick={async () => {
            const done = await apply({
              variables: { id, coreProductId, version: current.version },
            }).catch(() => null);
            if (!done?.data) return;
            notifySuccess(done.data.switchComparisonProduct.messageKey);
            navigate(comparisonUrls.specs(id));
          }}
        >
          {t('switch.apply')}
        </Button>
      </Group>
    </Stack>
  );
}
