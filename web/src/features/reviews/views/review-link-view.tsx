import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { TokenReview } from './token-review';

/** /consumer/review/{token}: the public review page of a mailed link. */
export function ReviewLinkView() {
  const { token = '' } = useParams();
  return (
    <Container size="md" py="md">
      <TokenReview token={token} loginPrompt />
    </Container>
  );
}
