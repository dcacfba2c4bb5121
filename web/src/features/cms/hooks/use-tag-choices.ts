import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { EnsureUnboundTagDocument, TagSuggestionsDocument } from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import type { BlockChoices } from '../components/blocks/block-choices';
import { useCmsTexts } from './use-cms-texts';

/**
 * The page editor's tag field: suggestions from the api, and adding a tag by name
 * (the stored tag, or a new unbound one); a tag bound to another page asks first.
 * `pageId` is null for a page not saved yet (then every bound tag asks).
 */
export function useTagChoices(pageId: string | null): Pick<BlockChoices, 'suggestTags' | 'addTag'> {
  const client = useApolloClient();
  const { t } = useCmsTexts();
  const suggestTags = useCallback(
    async (search: string, present: string[]) => {
      if (!search.trim()) return [];
      const { data } = await client.query({
        query: TagSuggestionsDocument,
        variables: { search, exclude: present },
        fetchPolicy: 'network-only',
      });
      return (data?.tagSuggestions ?? []).map((tag) => tag.name);
    },
    [client],
  );
  const addTag = useCallback(
    async (name: string) => {
      const { data } = await client.mutate({
        mutation: EnsureUnboundTagDocument,
        variables: { name },
      });
      const tag = data?.ensureUnboundTag;
      if (!tag) return undefined;
      if (tag.boundPageId && tag.boundPageId !== pageId) {
        const sure = await confirmAction({
          title: t('page.tagBoundTitle'),
          text: t('page.tagBoundConfirm', { name: tag.name, url: tag.boundPageUrl ?? '' }),
          confirmLabel: t('page.tagBoundAdd'),
          danger: false,
        });
        if (!sure) return undefined;
      }
      return tag.name;
    },
    [client, pageId, t],
  );
  return { suggestTags, addTag };
}
