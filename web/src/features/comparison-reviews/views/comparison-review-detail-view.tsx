import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { mayApprove, mayDelete } from '#domain/comparison-reviews/review-state';
import {
  ApproveComparisonReviewDocument,
  ComparisonReviewDocument,
  DeleteComparisonReviewDocument,
  SaveComparisonReviewDocument,
} from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { confirmAction } from '../../../lib/confirm-action';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { ReviewForm } from '../components/review-form';
import { ReviewStateBadge } from '../components/review-state-badge';
import { comparisonReviewUrls } from '../urls';

/** True when the mutation went through; a failure was already shown by the error link. */
const settled = (call: Promise<unknown>) =>
  call.then(
    () => true,
    () => false,
  );

/** /comparison/review/{id}: one review with its product; approve, save or delete it. */
export function ComparisonReviewDetailView() {
  const { t, i18n } = useTranslation('comparison-reviews');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { data, loading, refetch } = useQuery(ComparisonReviewDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [approve, approving] = useMutation(ApproveComparisonReviewDocument);
  const [save, saving] = useMutation(SaveComparisonReviewDocument);
  const [remove, removing] = useMutation(DeleteComparisonReviewDocument);
  const review = data?.comparisonReview;
  if (!review)
    return loading ? (
      <Center py="xl">
        <Loader />
      </Center>
    ) : (
      <Text c="dimmed">{t('detail.notFound')}</Text>
    );
  const variables = { id: String(review.id), version: review.version };

  const onApprove = async () => {
    if (!(await settled(approve({ variables })))) return;
    // Approving reloads the review (its state changed), then says so.
    await refetch();
    notifySuccess('MESSAGE.APPROVED');
  };
  const onDelete = async () => {
    const sure = await confirmAction({
      title: t('action.deleteConfirmTitle'),
      text: t('action.deleteConfirmText', { title: review.title }),
      confirmLabel: t('action.delete'),
    });
    if (!sure) return;
    if (!(await settled(remove({ variables })))) return;
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    navigate(comparisonReviewUrls.list());
  };

  return (
    <Stack>
      <Anchor component={Link} to={comparisonReviewUrls.list()} size="sm">
        {t('detail.back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={2}>{t('detail.heading', { id: review.id })}</Title>
        <ReviewStateBadge state={review.state} />
      </Group>
      <Paper withBorder p="md" radius="md">
        <Stack gap={4}>
          <Text fw={600} data-testid="comparison-review-product">
            {review.productName}
          </Text>
          <Text size="sm" c="dimmed">
            {review.coreProductName}
          </Text>
          <Text size="sm">
            {t('detail.by', {
              name: review.authorName,
              email: review.email,
              date: formatDateTime(review.createdAt, i18n.language),
            })}
          </Text>
          {review.approvedAt && (
            <Text size="sm" c="teal">
              {t('detail.approved', {
                date: formatDateTime(review.approvedAt, i18n.language),
                name: review.approvedByName ?? t('detail.unknownUser'),
              })}
            </Text>
          )}
        </Stack>
      </Paper>
      <ReviewForm
        key={review.version}
        review={review}
        submitting={saving.loading}
        onSubmit={(values, setError) =>
          void save({
            variables: { id: String(review.id), input: values, version: review.version },
          })
            .then(() => notifySuccess('MESSAGE.CHANGES_SAVED'))
            .catch((error: unknown) => applyFieldErrors(error, setError))
        }
        actions={
          <>
            {mayApprove(review.state) && (
              <Button
                color="teal"
                variant="light"
                loading={approving.loading}
                onClick={() => void onApprove()}
              >
                {t('action.approve')}
              </Button>
            )}
            {mayDelete(review.state) && (
              <Button
                color="red"
                variant="light"
                loading={removing.loading}
                onClick={() => void onDelete()}
              >
                {t('action.delete')}
              </Button>
            )}
          </>
        }
      />
    </Stack>
  );
}
