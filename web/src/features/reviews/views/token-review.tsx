import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReviewLinkDocument, SendReviewDocument } from '../../../gql/graphql';
import { catalogueMessage, classifyError } from '../../../lib/error-kind';
import { messageText } from '../../../lib/message-text';
import { notifyError } from '../../../lib/notify';
import { uploadFile } from '../../../lib/upload-file';
import { ReviewForm } from '../components/review-form';
import { reviewInput, type ReviewFormValues } from '../review-form-values';

/**
 * The review of one link: the form, then thanks and a prompt to log in. A used or
 * expired link shows why ("review already received", "token expired").
 */
export function TokenReview({ token, loginPrompt }: { token: string; loginPrompt: boolean }) {
  const { t } = useTranslation('reviews');
  const [sent, setSent] = useState(false);
  const { data, loading, error } = useQuery(ReviewLinkDocument, {
    variables: { token },
    context: { notify: false, redirect: false },
    fetchPolicy: 'network-only',
  });
  const [send, sending] = useMutation(SendReviewDocument, {
    context: { notify: false, redirect: false },
  });
  const [uploading, setUploading] = useState(false);

  const submit = async (values: ReviewFormValues, files: File[]) => {
    setUploading(true);
    // Files first: they belong to the link until the review uses it up.
    for (const file of files) {
      const failure = await uploadFile(`/upload/review/token/${token}/attachment`, file);
      // The spec: a failed attachment upload is only logged, the review still goes.
      if (failure) console.warn('review attachment not uploaded', file.name, failure);
    }
    setUploading(false);
    try {
      await send({ variables: { token, input: reviewInput(values) } });
      setSent(true);
    } catch (failure) {
      notifyError(catalogueMessage(classifyError(failure), 'MESSAGE.ERROR_OCCURRED'));
    }
  };

  if (sent)
    return (
      <Paper withBorder p="lg" radius="md" data-testid="review-thanks">
        <Stack>
          <Title order={2}>{t('form.thanksTitle')}</Title>
          {loginPrompt && (
            <>
              <Text>{t('form.thanksText')}</Text>
              <Button component={Link} to="/login" style={{ alignSelf: 'flex-start' }}>
                {t('form.login')}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    );
  if (loading) return <Loader />;
  if (error || !data)
    return (
      <Alert color="orange" title={t('form.unavailable')} data-testid="review-link-refused">
        {messageText(catalogueMessage(classifyError(error), 'MESSAGE.NOT_FOUND'))}
      </Alert>
    );
  return (
    <ReviewForm
      link={data.reviewLink}
      submitting={uploading || sending.loading}
      onSubmit={submit}
    />
  );
}
