import { useApolloClient } from '@apollo/client/react';
import { useCallback, type ReactNode } from 'react';
import { CmsComparisonProductsByEanDocument } from '../../../gql/graphql';
import type { BlockChoices, PickerProduct } from '../components/blocks/block-choices';
import {
  ComparisonProductPickerView,
  type ComparisonProductPickerArgs,
} from './comparison-product-picker-view';
import { useDialogPicker } from './use-dialog-picker';

/** The comparison product picker and the look-up of EANs, as promises for the page's fields. */
export function useProductPicker(): Pick<BlockChoices, 'pickProducts' | 'productsByEan'> & {
  dialog: ReactNode;
} {
  const client = useApolloClient();
  const picker = useDialogPicker<ComparisonProductPickerArgs, PickerProduct[]>((args, finish) => (
    <ComparisonProductPickerView {...args} onDone={finish} onClose={() => finish(undefined)} />
  ));
  const pick = picker.pick;
  const pickProducts = useCallback(
    (chosen: string[], multiple: boolean) => pick({ chosen, multiple }),
    [pick],
  );
  const productsByEan = useCallback(
    async (eans: string[]) => {
      const answer = await client.query({
        query: CmsComparisonProductsByEanDocument,
        variables: { eans },
      });
      return new Map(
        (answer.data?.cmsComparisonProductsByEan ?? []).map((match) => [
          match.ean,
          match.product ?? null,
        ]),
      );
    },
    [client],
  );
  return { pickProducts, productsByEan, dialog: picker.dialog };
}
