import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PlazaWithoutCompanyProps {
  /** Staff: the plaza of another company is for the Sales role; the leads list is theirs. */
  staff: boolean;
  /** Where the viewer can give themselves the Sales role (managers), if they can. */
  rolesHref: string | null;
}

/** No plaza to show: why, and where to go instead. */
export function PlazaWithoutCompany({ staff, rolesHref }: PlazaWithoutCompanyProps) {
  const { t } = useTranslation('plaza');
  if (!staff) return <Text c="dimmed">{t('noCompany')}</Text>;
  return (
    <Alert color="blue" variant="light" title={t('staffNoCompany.title')}>
      <Stack gap="sm">
        <Text size="sm">{t('staffNoCompany.text')}</Text>
        <Group gap="xs">
          <Button component={Link} to="/lead-generator/lead" size="xs" variant="light">
            {t('staffNoCompany.leads')}
          </Button>
          {rolesHref && (
            <Button component={Link} to={rolesHref} size="xs" variant="default">
              {t('staffNoCompany.roles')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
