import { useState } from 'react';
import { Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ExcludedMatch {
  matchId: string;
  createdAt: string;
}

interface ExcludedMatchesCardProps {
  matches: ExcludedMatch[];
  busy: boolean;
  onExclude: (matchId: string) => void;
  onInclude: (matchId: string) => void;
}

/** Matches (other companies or leads) this company is kept away from. */
export function ExcludedMatchesCard({
  matches,
  busy,
  onExclude,
  onInclude,
}: ExcludedMatchesCardProps) {
  const { t, i18n } = useTranslation('companies');
  const [matchId, setMatchId] = useState('');
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack>
        <Title order={2}>{t('excludeMatch.title')}</Title>
        <Group align="flex-end">
          <TextInput
            label={t('excludeMatch.matchId')}
            value={matchId}
            inputMode="numeric"
            onChange={(event) => setMatchId(event.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button
            disabled={!matchId}
            loading={busy}
            onClick={() => {
              onExclude(matchId);
              setMatchId('');
            }}
          >
            {t('excludeMatch.add')}
          </Button>
        </Group>
        {matches.length === 0 ? (
          <Text c="dimmed">{t('excludeMatch.none')}</Text>
        ) : (
          <Table>
            <Table.Tbody>
              {matches.map((match) => (
                <Table.Tr key={match.matchId}>
                  <Table.Td>{match.matchId}</Table.Td>
                  <Table.Td>{new Date(match.createdAt).toLocaleDateString(i18n.language)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onInclude(match.matchId)}
                    >
                      {t('excludeMatch.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
