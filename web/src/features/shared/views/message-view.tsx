import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** /message/:message - notices the portal links to from outside (e.g. after a payment). */
export function MessageView() {
  const { message } = useParams();
  const { t } = useTranslation();
  // A paid deposit leads back to the balance, a paid invoice to the invoices.
  if (message === 'deposit-received') {
    return (
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Stack>
          <Title order={2}>{t('message.depositReceived.title')}</Title>
          <Text>{t('message.depositReceived.text')}</Text>
          <Button component={Link} to="/customer/prepaid">
            {t('message.depositReceived.button')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  if (message === 'payment-received') {
    return (
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Stack>
          <Title order={2}>{t('message.paymentReceived.title')}</Title>
          <Text>{t('message.paymentReceived.text')}</Text>
          <Button component={Link} to="/customer/invoice">
            {t('message.paymentReceived.button')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <Paper withBorder shadow="sm" p="lg" radius="md">
      <Stack>
        <Alert color="gray">{t('message.unknown')}</Alert>
        <Anchor component={Link} to="/login">
          {t('message.toLogin')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
