import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ReplyToReviewDocument, ReviewDetailDocument } from '../../../gql/graphql';
import { notifySuccess } from '../../../lib/notify';
import { ReplyForm } from '../components/reply-form';
import { ReviewCard } from '../components/review-card';

/** /customer/review/{id}: one of the company's reviews, with its one public reply. */
export function CompanyReviewDetailView() {
  const { t } = useTranslation('reviews');
  const { id = '' } = useParams();
  const { data, loading } = useQuery(ReviewDetailDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [reply, replying] = useMutation(ReplyToReviewDocument);
  const review = data?.review;
  if (!review) return loading ? <Loader /> : <Text c="dimmed">{t('detail.notFound')}</Text>;
  return (
    <Stack>
      <Anchor component={Link} to="/customer/reviews" size="sm">
        {t('detail.back')}
      </Anchor>
      <ReviewCard review={review} />
      {review.viewerCanReply && (
        <ReplyForm
          submitting={replying.loading}
          onSubmit={async (text) => {
            // A refusal (window closed, already replied) is shown by the error link.
            await reply({
              variables: { id: String(review.id), reply: text, version: review.version },
            })
              .then(() => notifySuccess('MESSAGE.CHANGES_SAVED'))
              .catch(() => undefined);
          }}
        />
      )}
    </Stack>
  );
}
