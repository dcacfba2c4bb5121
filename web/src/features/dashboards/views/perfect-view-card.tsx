import { Anchor, Button, Group, Select, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  PERFECT_VIEW_PAGE_SIZE,
  type PerfectViewFormValues,
  type PerfectViewInput,
} from '#domain/dashboards/perfect-view';
import {
  ChoosePerfectViewDocument,
  CreatePerfectViewDocument,
  DeletePerfectViewDocument,
  PerfectViewChoicesDocument,
  PerfectViewMatchesDocument,
  PerfectViewsDocument,
  UpdatePerfectViewDocument,
  type CompanyState,
  type PerfectViewFieldsFragment,
  type PerfectViewInput as GraphQLPerfectViewInput,
} from '../../../gql/graphql';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';
import { CompanyStateBadge } from '../../../lib/company-state-badge';
import { LeadGeneratorListCard } from '../components/lead-generator-list-card';
import { PerfectViewFormModal } from '../components/perfect-view-form-modal';

const EMPTY: PerfectViewFormValues = {
  name: '',
  product_ids: [],
  provinces: [],
  states: [],
  min_review_average: null,
  account_manager: 'any',
};

const formValuesOf = (view: PerfectViewFieldsFragment): PerfectViewFormValues => ({
  name: view.name,
  product_ids: view.productIds.map(String),
  provinces: view.provinces,
  states: view.states,
  min_review_average: view.minReviewAverage ?? null,
  account_manager: view.accountManager,
});

const graphQLInput = (input: PerfectViewInput): GraphQLPerfectViewInput => ({
  name: input.name,
  productIds: input.product_ids.map(String),
  provinces: input.provinces,
  states: input.states as CompanyState[],
  minReviewAverage: input.min_review_average,
  accountManager: input.account_manager,
});

/** GraphQL names of the api's field errors, back to the form's (REST) names. */
const FORM_FIELDS: Record<string, string> = {
  productIds: 'product_ids',
  minReviewAverage: 'min_review_average',
  accountManager: 'account_manager',
};

/**
 * The account manager's perfect view on the lead managers' home (docs/perfect-view.md):
 * pick one of the own views, make or change one, and see the companies that meet every
 * criterion of the chosen one, 15 a page.
 */
export function PerfectViewCard() {
  const { t } = useTranslation('dashboards');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<PerfectViewFieldsFragment | 'new' | null>(null);
  const views = useQuery(PerfectViewsDocument, { fetchPolicy: 'cache-and-network' });
  const matches = useQuery(PerfectViewMatchesDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const choices = useQuery(PerfectViewChoicesDocument, { skip: editing === null });
  const refetchQueries = [PerfectViewsDocument, PerfectViewMatchesDocument];
  const [create] = useMutation(CreatePerfectViewDocument);
  const [update] = useMutation(UpdatePerfectViewDocument, { refetchQueries });
  const [remove] = useMutation(DeletePerfectViewDocument, { refetchQueries });
  const [choose] = useMutation(ChoosePerfectViewDocument, { refetchQueries });

  const items = views.data?.perfectViews.items ?? [];
  const chosen = items.find((view) => view.chosen) ?? null;
  const list = matches.data?.perfectViewMatches;

  async function pick(id: string | null) {
    if (!id || id === chosen?.id) return;
    setPage(1);
    try {
      await choose({ variables: { id } });
    } catch {
      // The error notice says why.
    }
  }

  async function save(values: PerfectViewInput, setError: UseFormSetError<PerfectViewFormValues>) {
    const input = graphQLInput(values);
    try {
      if (editing === 'new') {
        // A new view is made to be looked at: it becomes the chosen one.
        const made = await create({ variables: { input } });
        const id = made.data?.createPerfectView.id;
        if (id) await choose({ variables: { id } });
      } else if (editing) {
        await update({ variables: { id: editing.id, input, version: editing.version } });
      }
    } catch (error) {
      applyFieldErrors(error, setError, (field) => FORM_FIELDS[field] ?? field);
      return;
    }
    notifySuccess('MESSAGE.CHANGES_SAVED');
    setPage(1);
    setEditing(null);
  }

  async function drop(view: PerfectViewFieldsFragment) {
    const sure = await confirmAction({
      title: t('perfectView.delete'),
      text: t('perfectView.deleteConfirm', { name: view.name }),
      confirmLabel: t('perfectView.delete'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: view.id } });
      notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    } catch {
      // The error notice says why.
    }
  }

  const action = (
    <Group gap="xs">
      {items.length > 0 && (
        <Select
          size="xs"
          w={220}
          aria-label={t('perfectView.choose')}
          placeholder={t('perfectView.choose')}
          data={items.map((view) => ({ value: view.id, label: view.name }))}
          value={chosen?.id ?? null}
          onChange={pick}
          allowDeselect={false}
          data-testid="perfect-view-select"
        />
      )}
      {chosen && (
        <>
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(chosen)}
            data-testid="perfect-view-edit"
          >
            {t('perfectView.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => drop(chosen)}
            data-testid="perfect-view-delete"
          >
            {t('perfectView.delete')}
          </Button>
        </>
      )}
      <Button size="xs" onClick={() => setEditing('new')} data-testid="perfect-view-new">
        {t('perfectView.new')}
      </Button>
    </Group>
  );

  const empty =
    !views.loading && items.length === 0
      ? t('perfectView.noViews')
      : !chosen
        ? t('perfectView.noneChosen')
        : t('perfectView.noMatches');

  return (
    <>
      <LeadGeneratorListCard
        testId="perfect-view"
        title={chosen ? t('perfectView.titleOf', { name: chosen.name }) : t('perfectView.title')}
        empty={empty}
        columns={[
          t('leadGenerator.company'),
          t('leadGenerator.state'),
          t('perfectView.province'),
          t('perfectView.accountManagerColumn'),
          t('perfectView.reviews'),
          t('perfectView.leads'),
        ]}
        total={list?.view ? list.total : null}
        pageSize={PERFECT_VIEW_PAGE_SIZE}
        page={page}
        onPage={setPage}
        loading={matches.loading}
        action={action}
        rows={(list?.items ?? []).map((company) => (
          <Table.Tr key={company.id} data-testid="perfect-view-row">
            <Table.Td>
              <Anchor component={Link} to={`/company/${company.id}`} size="sm">
                {company.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <CompanyStateBadge state={company.state} />
            </Table.Td>
            <Table.Td>{company.province ?? '–'}</Table.Td>
            <Table.Td>{company.accountManagerName ?? t('perfectView.nobody')}</Table.Td>
            <Table.Td>
              {company.reviewAverage === null || company.reviewAverage === undefined ? (
                <Text span c="dimmed" size="sm">
                  –
                </Text>
              ) : (
                t('perfectView.reviewAverage', {
                  average: company.reviewAverage.toLocaleString('nl-NL', {
                    minimumFractionDigits: 1,
                  }),
                  count: company.reviewCount,
                })
              )}
            </Table.Td>
            <Table.Td>{company.leadsLast31Days}</Table.Td>
          </Table.Tr>
        ))}
      />
      <PerfectViewFormModal
        opened={editing !== null}
        title={editing === 'new' || editing === null ? t('perfectView.new') : t('perfectView.edit')}
        initial={editing && editing !== 'new' ? formValuesOf(editing) : EMPTY}
        products={(choices.data?.products ?? []).map((product) => ({
          value: String(product.id),
          label: product.name,
        }))}
        provinces={(choices.data?.provinces ?? []).map((province) => province.name)}
        onClose={() => setEditing(null)}
        onSubmit={save}
      />
    </>
  );
}
