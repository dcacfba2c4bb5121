import { useCallback, type ReactNode } from 'react';
import type { CmsRedirectionFieldsFragment } from '../../../gql/graphql';
import type { BlockChoices } from '../components/blocks/block-choices';
import type { SelectableTerm } from '../components/term-table';
import { PageSelectorView, type PickedPage } from './page-selector-view';
import { RedirectSelectorView } from './redirect-selector-view';
import { TermSelectorView } from './term-selector-view';
import { useDialogPicker } from './use-dialog-picker';

type LinkPickers = Pick<BlockChoices, 'pickPage' | 'pickTerm' | 'pickRedirect'>;

/** The page, term and redirect selectors of the page editor, as promises for the block forms. */
export function useLinkPickers(domainId: string): LinkPickers & { dialogs: ReactNode } {
  const pages = useDialogPicker<number | null, PickedPage>((current, finish) => (
    <PageSelectorView
      domainId={domainId}
      selectedId={current === null ? null : String(current)}
      onSelect={finish}
      onClose={() => finish(undefined)}
    />
  ));
  const terms = useDialogPicker<null, SelectableTerm>((_args, finish) => (
    <TermSelectorView onSelect={finish} onClose={() => finish(undefined)} />
  ));
  const redirects = useDialogPicker<null, CmsRedirectionFieldsFragment>((_args, finish) => (
    <RedirectSelectorView domainId={domainId} onSelect={finish} onClose={() => finish(undefined)} />
  ));
  const pickPages = pages.pick;
  const pickTerms = terms.pick;
  const pickRedirects = redirects.pick;
  const pickPage = useCallback(
    async (current: number | null) => {
      const page = await pickPages(current);
      return page && { id: Number(page.id), url: page.url };
    },
    [pickPages],
  );
  // A term links to the page that explains it; only terms with one can be picked.
  const pickTerm = useCallback(async () => {
    const term = await pickTerms(null);
    return term?.pageUrl ? { text: term.name, href: term.pageUrl } : undefined;
  }, [pickTerms]);
  const pickRedirect = useCallback(async () => {
    const redirect = await pickRedirects(null);
    return redirect && { text: redirect.description || redirect.url, href: redirect.url };
  }, [pickRedirects]);
  return {
    pickPage,
    pickTerm,
    pickRedirect,
    dialogs: (
      <>
        {pages.dialog}
        {terms.dialog}
        {redirects.dialog}
      </>
    ),
  };
}
