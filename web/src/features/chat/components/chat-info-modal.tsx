import { Anchor, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatInfoDocument } from '../../../gql/graphql';

function Line({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

const date = (iso: string, language: string) =>
  new Date(iso).toLocaleDateString(language === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/** The chat info: the request the conversation is about and how to reach either side. */
export function ChatInfoModal({
  conversationId,
  opened,
  onClose,
}: {
  conversationId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const { data, loading } = useQuery(ChatInfoDocument, {
    variables: { conversationId },
    skip: !opened,
  });
  const info = data?.chatInfo;
  return (
    <Modal opened={opened} onClose={onClose} title={t('info.title')} size="lg">
      {!info ? (
        loading ? (
          <Loader />
        ) : (
          <Text c="dimmed">{t('notFound')}</Text>
        )
      ) : (
        <Stack data-testid="chat-info">
          <Stack gap={4}>
            <Title order={5}>{t('info.request')}</Title>
            <Line label={t('info.product')}>{info.lead.productName}</Line>
            <Line label={t('info.requested')}>{date(info.lead.created, i18n.language)}</Line>
            <Line label={t('info.postalCode')}>{info.lead.postalCode}</Line>
            <Line label={t('info.description')}>{info.lead.description}</Line>
            <Line label={t('info.started')}>{date(info.started, i18n.language)}</Line>
            <Line label={t('info.messages')}>{info.messageCount}</Line>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={4}>
              <Title order={5}>{t('info.client')}</Title>
              <Line label={t('info.name')}>{info.client.name}</Line>
              <Line label={t('info.email')}>
                <Anchor href={`mailto:${info.client.email}`}>{info.client.email}</Anchor>
              </Line>
              <Line label={t('info.phone')}>
                {info.client.phoneNumber && (
                  <Anchor href={`tel:${info.client.phoneNumber}`}>{info.client.phoneNumber}</Anchor>
                )}
              </Line>
              <Line label={t('info.city')}>{info.client.city}</Line>
            </Stack>
            <Stack gap={4}>
              <Title order={5}>{t('info.company')}</Title>
              <Line label={t('info.name')}>{info.company.name}</Line>
              <Line label={t('info.email')}>
                {info.company.email && (
                  <Anchor href={`mailto:${info.company.email}`}>{info.company.email}</Anchor>
                )}
              </Line>
              <Line label={t('info.phone')}>
                {info.company.phoneNumber && (
                  <Anchor href={`tel:${info.company.phoneNumber}`}>
                    {info.company.phoneNumber}
                  </Anchor>
                )}
              </Line>
              <Line label={t('info.website')}>
                {info.company.website && (
                  <Anchor
                    href={
                      /^https?:\/\//.test(info.company.website)
                        ? info.company.website
                        : `https://${info.company.website}`
                    }
                    target="_blank"
                    rel="noreferrer"
                  >
                    {info.company.website}
                  </Anchor>
                )}
              </Line>
              <Line label={t('info.city')}>{info.company.city}</Line>
            </Stack>
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
