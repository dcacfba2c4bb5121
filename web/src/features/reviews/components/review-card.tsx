import {
  ActionIcon,
  Anchor,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReviewFieldsFragment } from '../../../gql/graphql';
import { formatReviewDate, formatScore } from '../format';
import { ReviewStatusBadge } from './review-status-badge';

const SCORES = ['ratingAppointments', 'ratingService', 'ratingPriceQuality'] as const;

/** A review as staff and the company read it: scores, pros and cons, comment, files, reply. */
interface ReviewCardProps {
  review: ReviewFieldsFragment;
  /** Staff remove a file (the view asks first). */
  onDeleteAttachment?: (attachmentId: string) => void;
}

export function ReviewCard({ review, onDeleteAttachment }: ReviewCardProps) {
  const { t, i18n } = useTranslation('reviews');
  const date = (value: string) => formatReviewDate(value, i18n.language);
  return (
    <Paper withBorder p="md" radius="md" data-testid="review-card">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={3}>{review.company.name}</Title>
            <Text size="sm" c="dimmed">
              {review.productName} ·{' '}
              {t('detail.by', { name: review.authorName, date: date(review.created) })}
            </Text>
          </div>
          <ReviewStatusBadge status={review.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 5 }}>
          <Score
            label={t('score.rating')}
            value={formatScore(review.rating, i18n.language)}
            strong
          />
          {SCORES.map((key) => (
            <Score
              key={key}
              label={t(`score.${key}`)}
              value={
                review[key] === null || review[key] === undefined
                  ? t('score.none')
                  : String(review[key])
              }
            />
          ))}
          <Score label={t('score.recommend')} value={review.recommend ? '✓' : '✗'} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Lines title={t('detail.pros')} lines={review.pros} />
          <Lines title={t('detail.cons')} lines={review.cons} />
        </SimpleGrid>
        {review.comment && (
          <div>
            <Text fw={600} size="sm">
              {t('detail.comment')}
            </Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{review.comment}</Text>
          </div>
        )}
        {review.attachments.length > 0 && (
          <div>
            <Text fw={600} size="sm">
              {t('detail.attachments')}
            </Text>
            <Group>
              {review.attachments.map((file) => (
                <Group key={file.id} gap={4}>
                  <Anchor href={file.url} target="_blank" rel="noreferrer" size="sm">
                    {file.fileName}
                  </Anchor>
                  {onDeleteAttachment && (
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      color="red"
                      aria-label={t('action.deleteAttachment', { name: file.fileName })}
                      onClick={() => onDeleteAttachment(String(file.id))}
                    >
                      ×
                    </ActionIcon>
                  )}
                </Group>
              ))}
            </Group>
          </div>
        )}
        {review.reply && (
          <Paper bg="gray.0" p="sm" radius="sm" data-testid="review-reply">
            <Text fw={600} size="sm">
              {t('detail.reply')}
            </Text>
            <Text style={{ whiteSpace: 'pre-line' }}>{review.reply}</Text>
          </Paper>
        )}
        <Text size="sm" c="dimmed" data-testid="review-publication">
          {review.published && review.publishedAt
            ? t('detail.published', { date: date(review.publishedAt) })
            : review.status === 'public' && review.publishedAt
              ? t('detail.publishedLater', { date: date(review.publishedAt) })
              : review.revisionRequestedAt && review.status === 'on_hold'
                ? t('detail.revisionRequested', { date: date(review.revisionRequestedAt) })
                : !review.reply && review.status !== 'deleted'
                  ? t('detail.replyDeadline', { date: date(review.replyDeadline) })
                  : null}
        </Text>
      </Stack>
    </Paper>
  );
}

function Score({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} size={strong ? 'xl' : 'md'}>
        {value}
      </Text>
    </div>
  );
}

function Lines({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {title}
      </Text>
      {lines.length > 0 ? (
        <List size="sm">
          {lines.map((line, index) => (
            <List.Item key={index}>{line}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          –
        </Text>
      )}
    </div>
  );
}
