import { isFaqAudience } from '#domain/faq/faq-audience';
import { numericId } from '../rest/numeric-id';
import type { Resolvers } from '../generated/resolvers';
import { gatewayError } from '../rest/rest-error';

const audienceOf = (audience: string) => {
  if (!isFaqAudience(audience)) throw gatewayError('BAD_USER_INPUT', 'MESSAGE.SELECT_OPTION');
  return audience;
};

/** FAQs (schema/faq.graphql). */
export const faqResolvers = {
  Query: {
    faqs: async (_parent, { audience, search }, { rest }) =>
      (await rest.typed.get(`/faq/${audienceOf(audience)}`, search ? { search } : undefined)).items,
  },
  Mutation: {
    addFaq: (_parent, { audience, input }, { rest }) =>
      rest.typed.post(`/faq/${audienceOf(audience)}`, input),
    updateFaq: (_parent, { id, input, version }, { rest }) =>
      rest.typed.put(`/faq/item/${numericId(id)}`, { ...input, version }),
    deleteFaq: async (_parent, { id }, { rest }) => {
      await rest.typed.delete(`/faq/item/${numericId(id)}`);
      return true;
    },
    orderFaqs: async (_parent, { audience, ids }, { rest }) =>
      (
        await rest.typed.put(`/faq/${audienceOf(audience)}/order`, {
          ids: ids.map(numericId),
        })
      ).items,
  },
} satisfies Resolvers;
