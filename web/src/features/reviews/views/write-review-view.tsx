import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewableJobsDocument, ReviewLinkForJobDocument } from '../../../gql/graphql';
import { formatReviewDate } from '../format';
import { TokenReview } from './token-review';

/** /consumer/beoordelingen/schrijf-een-beoordeling: the logged-in consumer picks a job and reviews it. */
export function WriteReviewView() {
  const { t, i18n } = useTranslation('reviews');
  const [token, setToken] = useState<string | null>(null);
  const { data, refetch } = useQuery(ReviewableJobsDocument, { fetchPolicy: 'network-only' });
  const [linkFor, linking] = useMutation(ReviewLinkForJobDocument);
  if (token)
    return (
      <Stack>
        <Button
          variant="subtle"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setToken(null);
            void refetch();
          }}
        >
          {t('write.back')}
        </Button>
        <TokenReview token={token} loginPrompt={false} />
      </Stack>
    );
  const jobs = data?.reviewableJobs ?? [];
  return (
    <Stack>
      <Title order={2}>{t('write.title')}</Title>
      <Text>{jobs.length > 0 ? t('write.intro') : t('write.none')}</Text>
      {jobs.map((job) => (
        <Card key={job.assignedLeadId} withBorder>
          <Group justify="space-between">
            <div>
              <Text fw={600}>{job.companyName}</Text>
              <Text size="sm" c="dimmed">
                {job.productName} · {formatReviewDate(job.created, i18n.language)}
              </Text>
            </div>
            <Button
              loading={linking.loading}
              onClick={async () => {
                // A refusal (already reviewed) is shown by the error link.
                const answer = await linkFor({
                  variables: { assignedLeadId: job.assignedLeadId },
                }).catch(() => null);
                if (answer?.data) setToken(answer.data.reviewLinkForJob);
              }}
            >
              {t('write.choose')}
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
