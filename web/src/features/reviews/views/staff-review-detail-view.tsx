import { Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { mayApprove, mayAskRevision, mayDelete } from '#domain/reviews/review-status';
import {
  ApproveReviewDocument,
  DeleteReviewAttachmentDocument,
  DeleteReviewDocument,
  RequestReviewRevisionDocument,
  ReviewDetailDocument,
  SaveReviewDocument,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { ReviewCard } from '../components/review-card';
import { ReviewTextForm } from '../components/review-text-form';

/** True when the mutation went through; a failure was already shown by the error link. */
const settled = (call: Promise<unknown>) =>
  call.then(
    () => true,
    () => false,
  );

/** /lead-generator/review/{id}: one review with the moderation actions. */
export function StaffReviewDetailView() {
  const { t } = useTranslation('reviews');
  const { id = '' } = useParams();
  const { data, loading, refetch } = useQuery(ReviewDetailDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [approve, approving] = useMutation(ApproveReviewDocument);
  const [revise, revising] = useMutation(RequestReviewRevisionDocument);
  const [remove, removing] = useMutation(DeleteReviewDocument);
  const [saveText, savingText] = useMutation(SaveReviewDocument);
  const [removeFile] = useMutation(DeleteReviewAttachmentDocument);
  const review = data?.review;
  if (!review) return loading ? <Loader /> : <Text c="dimmed">{t('detail.notFound')}</Text>;
  const variables = { id: String(review.id), version: review.version };

  const onApprove = async () => {
    if (!(await settled(approve({ variables })))) return;
    notifySuccess('MESSAGE.REVIEW_APPROVED');
    // The spec: approving reloads the review.
    await refetch();
  };
  const onRevision = async () => {
    const ok = await confirmAction({
      title: t('action.revisionConfirmTitle'),
      text: t('action.revisionConfirmText'),
      confirmLabel: t('action.revision'),
      danger: false,
    });
    if (!ok) return;
    if (await settled(revise({ variables }))) notifySuccess('MESSAGE.EMAIL_SENT');
  };
  const onDelete = async () => {
    const ok = await confirmAction({
      title: t('action.deleteConfirmTitle'),
      text: t('action.deleteConfirmText'),
      confirmLabel: t('action.delete'),
    });
    if (!ok) return;
    if (await settled(remove({ variables }))) notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
  };

  const onDeleteAttachment = async (attachmentId: string) => {
    const name = review.attachments.find((file) => String(file.id) === attachmentId)?.fileName;
    const ok = await confirmAction({
      title: t('action.deleteAttachmentConfirmTitle'),
      text: t('action.deleteAttachmentConfirmText', { name }),
      confirmLabel: t('action.delete'),
    });
    if (!ok) return;
    const done = await settled(
      removeFile({ variables: { reviewId: String(review.id), attachmentId } }),
    );
    if (done) notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
  };

  return (
    <Stack>
      <Anchor component={Link} to="/lead-generator/review" size="sm">
        {t('detail.back')}
      </Anchor>
      <Title order={2}>{t('detail.title', { id: review.id })}</Title>
      {review.viewerCanModerate && (
        <Group>
          {mayApprove(review.status) && (
            <Button
              color="teal"
              loading={approving.loading}
              onClick={() => void onApprove()}
              data-testid="review-approve"
            >
              {t('action.approve')}
            </Button>
          )}
          {mayAskRevision(review.status) && (
            <Button variant="default" loading={revising.loading} onClick={() => void onRevision()}>
              {t('action.revision')}
            </Button>
          )}
          {mayDelete(review.status) && (
            <Button
              color="red"
              variant="light"
              loading={removing.loading}
              onClick={() => void onDelete()}
            >
              {t('action.delete')}
            </Button>
          )}
        </Group>
      )}
      <ReviewCard
        review={review}
        onDeleteAttachment={
          review.status === 'deleted' ? undefined : (id) => void onDeleteAttachment(id)
        }
      />
      {review.status !== 'deleted' && (
        <ReviewTextForm
          key={review.version}
          pros={review.pros}
          cons={review.cons}
          comment={review.comment ?? null}
          submitting={savingText.loading}
          onSubmit={(input) =>
            void saveText({ variables: { id: String(review.id), input, version: review.version } })
              .then(() => notifySuccess('MESSAGE.CHANGES_SAVED'))
              .catch(() => undefined)
          }
        />
      )}
    </Stack>
  );
}
