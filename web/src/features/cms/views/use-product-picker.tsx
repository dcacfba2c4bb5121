import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, type ReactNode } from 'react';
import { COMPARISON_PICKER_MAX_EANS } from '#domain/cms/comparison-product-picker';
import { CmsComparisonProductsByEanDocument } from '../../../gql/graphql';
import type { BlockChoices, PickerProduct } from '../components/blocks/block-choices';
import {
  ComparisonProductPickerView,
  type ComparisonProductPickerArgs,
} from './comparison-product-picker-view';
import { useDialogPicker } from './use-dialog-picker';

type ProductsByEan = Map<string, PickerProduct | null>;

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
  // Look-ups asked for in the same moment (each product field and the preview, when the
  // editor opens) go out as one request for all their EANs; Apollo keeps the answer.
  const batch = useRef<{ eans: Set<string>; answer: Promise<ProductsByEan> } | null>(null);
  const lookUp = useCallback(
    async (eans: string[]): Promise<ProductsByEan> => {
      const chunks: string[][] = [];
      for (let at = 0; at < eans.length; at += COMPARISON_PICKER_MAX_EANS)
        chunks.push(eans.slice(at, at + COMPARISON_PICKER_MAX_EANS));
      const answers = await Promise.all(
        chunks.map((chunk) =>
          client.query({ query: CmsComparisonProductsByEanDocument, variables: { eans: chunk } }),
        ),
      );
      return new Map(
        answers.flatMap((answer) =>
          (answer.data?.cmsComparisonProductsByEan ?? []).map(
            (match) => [match.ean, match.product ?? null] as const,
          ),
        ),
      );
    },
    [client],
  );
  const productsByEan = useCallback(
    async (eans: string[]) => {
      let current = batch.current;
      if (!current) {
        const eansOfBatch = new Set<string>();
        const answer = new Promise<void>((resolve) => queueMicrotask(resolve)).then(() => {
          batch.current = null;
          return lookUp([...eansOfBatch].sort());
        });
        current = batch.current = { eans: eansOfBatch, answer };
      }
      for (const ean of eans) current.eans.add(ean);
      const found = await current.answer;
      return new Map(eans.map((ean) => [ean, found.get(ean) ?? null]));
    },
    [lookUp],
  );
  return { pickProducts, productsByEan, dialog: picker.dialog };
}
