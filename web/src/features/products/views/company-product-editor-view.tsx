import { Center, Loader, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  ActivateFilterActionDocument,
  CompanyProductEditorDocument,
  DeleteFilterActionDocument,
  MoveFilterActionDocument,
  PauseFilterActionDocument,
  SaveCompanyProductActionDocument,
} from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { classifyError } from '../../../lib/error-kind';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { confirmAction } from '../../../lib/confirm-action';
import { CompanyProductForm, type FilterActions } from '../components/company-product-form';
import { productFormValues, toCompanyProductInput } from '../product-form-values';
import { productUrls } from '../urls';
import { FilterPredictionText } from './filter-prediction-text';

interface CompanyProductEditorViewProps {
  audience: 'staff' | 'customer';
  /** Staff's /new route: the company does not take the product yet. */
  isNew?: boolean;
}

/**
 * The company product editor. Staff: /company/:companyId/product/:productId (and /new when
 * the company does not take the product yet), back to the company screen after saving.
 * Customers: /customer/product/:productId for their current company, back to /customer/product.
 */
export function CompanyProductEditorView({
  audience,
  isNew = false,
}: CompanyProductEditorViewProps) {
  const { t } = useTranslation('products');
  const params = useParams();
  const navigate = useNavigate();
  const current = useCurrentCompany().company;
  const staff = audience === 'staff';
  const companyId = staff ? (params.companyId ?? '') : current ? String(current.id) : '';
  const productId = params.productId ?? '';
  const { data, loading } = useQuery(CompanyProductEditorDocument, {
    variables: { companyId, productId },
    skip: !companyId || !productId,
    fetchPolicy: 'network-only',
  });
  const [save, saveState] = useMutation(SaveCompanyProductActionDocument);
  const [pauseFilter] = useMutation(PauseFilterActionDocument);
  const [activateFilter] = useMutation(ActivateFilterActionDocument);
  const [deleteFilter] = useMutation(DeleteFilterActionDocument);
  const [moveFilter] = useMutation(MoveFilterActionDocument);
  const back = staff ? productUrls.company(companyId) : productUrls.customerList();

  if (!companyId) return <Text c="dimmed">{t('list.noCompany')}</Text>;
  if (loading || !data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const stored = data.companyProduct ?? null;
  if (staff && !isNew && !stored)
    return <Navigate to={productUrls.staffNew(companyId, productId)} replace />;
  if (staff && isNew && stored)
    return <Navigate to={productUrls.staffEditor(companyId, productId)} replace />;
  const product = data.products.find((candidate) => String(candidate.id) === productId);
  const company = data.company;
  if (!product || !company) return <Text c="dimmed">{t('editor.notFound')}</Text>;

  const home =
    company.latitude != null && company.longitude != null
      ? { latitude: company.latitude, longitude: company.longitude }
      : null;
  const ids = { companyId, productId };
  const succeeded = (run: Promise<unknown>) =>
    run.then(
      () => true,
      () => false,
    );
  const filterActions: FilterActions | null = stored
    ? {
        setPaused: (filterId, paused) =>
          succeeded(
            paused
              ? pauseFilter({ variables: { ...ids, filterId } })
              : activateFilter({ variables: { ...ids, filterId } }),
          ),
        remove: (filterId) =>
          succeeded(deleteFilter({ variables: { ...ids, filterId } })).then((done) => {
            if (done) notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
            return done;
          }),
        move: (filterId, position) =>
          succeeded(moveFilter({ variables: { ...ids, filterId, position } })),
      }
    : null;

  return (
    <CompanyProductForm
      key={`${companyId}-${productId}-${stored?.id ?? 'new'}`}
      title={
        stored
          ? t('editor.title', { product: product.name, company: company.name })
          : t('editor.newTitle', { product: product.name, company: company.name })
      }
      defaultValues={productFormValues(stored, home)}
      stats={
        stored
          ? {
              dailyCount: stored.dailyCount,
              weeklyCount: stored.weeklyCount,
              monthlyCount: stored.monthlyCount,
              maxed: stored.maxed,
              filters: Object.fromEntries(
                stored.filters.map((filter) => [
                  String(filter.id),
                  { assignmentCount: filter.assignmentCount, maxed: filter.maxed },
                ]),
              ),
            }
          : null
      }
      questions={product.questions}
      provinces={data.provinces}
      notificationLists={company.notificationLists.map((list) => ({
        value: String(list.id),
        label: `${list.givenName} ${list.familyName}`,
      }))}
      home={home}
      tiles={
        data.mapSettings.tileUrl
          ? { url: data.mapSettings.tileUrl, attribution: data.mapSettings.attribution }
          : null
      }
      canMovePoint={staff}
      submitting={saveState.loading}
      filterActions={filterActions}
      confirmDelete={() =>
        confirmAction({
          title: t('filter.deleteTitle'),
          text: t('filter.deleteText'),
          confirmLabel: t('filter.delete'),
        })
      }
      onLastFilter={() => notifyError('MESSAGE.COMPANY_PRODUCT_NO_FILTERS')}
      renderPrediction={(filter) => (
        <FilterPredictionText companyId={companyId} productId={productId} filter={filter} />
      )}
      onCancel={() => void navigate(back)}
      onSubmit={async (values) => {
        try {
          await save({
            variables: {
              ...ids,
              input: toCompanyProductInput(values, stored),
              version: stored?.version ?? null,
            },
          });
          notifySuccess('MESSAGE.CHANGES_SAVED');
          void navigate(back);
          return null;
        } catch (error) {
          return classifyError(error).fields;
        }
      }}
    />
  );
}
