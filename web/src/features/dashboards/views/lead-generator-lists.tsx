import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasAccess } from '#domain/accounts/access';
import {
  BROKEN_LINKS_PAGE_SIZE,
  CERTIFICATION_REVIEWS_PAGE_SIZE,
  PLAZA_PURCHASES_PAGE_SIZE,
  REVIEW_APPROVALS_PAGE_SIZE,
} from '#domain/dashboards/lead-generator-home-rules';
import { findRoute } from '#domain/routing/routes';
import { formatMoney } from '#domain/shared/format-money';
import {
  LeadGeneratorApproveReviewDocument,
  LeadGeneratorBrokenLinksDocument,
  LeadGeneratorCertificationReviewsDocument,
  LeadGeneratorPlazaPurchasesDocument,
  LeadGeneratorReviewApprovalsDocument,
  type BrokenLinkKind,
} from '../../../gql/graphql';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify';
import { useViewer } from '../../../lib/viewer';
import { LeadGeneratorListCard } from '../components/lead-generator-list-card';

/** Whether the viewer's roles open a path (the route table decides), to link only there. */
function useMayOpen() {
  const { viewer } = useViewer();
  const roles = viewer?.roles ?? [];
  return (path: string) => {
    const route = findRoute(path);
    return !!route && (!route.permission || hasAccess(roles, route.permission));
  };
}

/** A link where the viewer may open it, else the plain text. */
function LinkIf({
  to,
  children,
  testId,
}: {
  to: string | null;
  children: ReactNode;
  testId?: string;
}) {
  if (!to) return <>{children}</>;
  return (
    <Anchor component={Link} to={to} size="sm" data-testid={testId}>
      {children}
    </Anchor>
  );
}

const EXCERPT = 80;
const excerpt = (text: string) =>
  text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text;

/** Consumers' reviews waiting for moderation, oldest first; approved right here. */
export function ReviewApprovalsList() {
  const { t, i18n } = useTranslation('dashboards');
  const mayOpen = useMayOpen();
  const [page, setPage] = useState(1);
  const { data, loading, refetch } = useQuery(LeadGeneratorReviewApprovalsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const [approve, approving] = useMutation(LeadGeneratorApproveReviewDocument);
  const list = data?.reviews;
  const onApprove = async (id: string, version: number) => {
    const answer = await approve({ variables: { id, version } }).catch(() => null);
    // A stale version or a review moderated meanwhile: the error is shown, the list re-read.
    if (answer?.data) notifySuccess('MESSAGE.CHANGES_SAVED');
    await refetch();
  };
  return (
    <LeadGeneratorListCard
      testId="list-review-approvals"
      title={t('leadGeneratorLists.reviews.title')}
      empty={t('leadGeneratorLists.reviews.none')}
      columns={[
        t('leadGenerator.company'),
        t('leadGeneratorLists.reviews.reviewer'),
        t('leadGeneratorLists.reviews.score'),
        t('leadGeneratorLists.reviews.text'),
        t('leadGeneratorLists.date'),
        '',
      ]}
      total={list?.total ?? 0}
      pageSize={REVIEW_APPROVALS_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((review) => {
        const text = review.comment || [...review.pros, ...review.cons].join(' · ');
        const open = `/lead-generator/review/${review.id}`;
        return (
          <Table.Tr key={review.id} data-testid="review-approval-row">
            <Table.Td>
              <LinkIf
                to={
                  mayOpen(`/company/${review.company.id}`) ? `/company/${review.company.id}` : null
                }
              >
                {review.company.name}
              </LinkIf>
            </Table.Td>
            <Table.Td>{review.authorName}</Table.Td>
            <Table.Td>
              {review.rating === null || review.rating === undefined
                ? '–'
                : review.rating.toLocaleString(i18n.language, { minimumFractionDigits: 1 })}
            </Table.Td>
            <Table.Td>
              <Text size="sm" title={text}>
                {excerpt(text)}
              </Text>
            </Table.Td>
            <Table.Td>{formatDate(review.created, i18n.language)}</Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                {review.viewerCanModerate && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={approving.loading}
                    onClick={() => void onApprove(review.id, review.version)}
                    data-testid="approve-review"
                  >
                    {t('leadGeneratorLists.reviews.approve')}
                  </Button>
                )}
                {mayOpen(open) && (
                  <Button size="xs" variant="subtle" component={Link} to={open}>
                    {t('leadGeneratorLists.open')}
                  </Button>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    />
  );
}

/** Company certifications waiting for a review (an account manager: its own companies'). */
export function CertificationReviewsList() {
  const { t, i18n } = useTranslation('dashboards');
  const mayOpen = useMayOpen();
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(LeadGeneratorCertificationReviewsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.certificationReviewRequests;
  return (
    <LeadGeneratorListCard
      testId="list-certification-reviews"
      title={t('leadGeneratorLists.certifications.title')}
      empty={t('leadGeneratorLists.certifications.none')}
      columns={[
        t('leadGenerator.company'),
        t('leadGeneratorLists.certifications.certification'),
        t('leadGeneratorLists.certifications.agency'),
        t('leadGeneratorLists.certifications.since'),
        t('leadGeneratorLists.certifications.file'),
        '',
      ]}
      total={list?.total ?? 0}
      pageSize={CERTIFICATION_REVIEWS_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((row) => {
        const company = `/company/${row.companyId}`;
        const screen = `/company/${row.companyId}/certification/${row.certificationId}`;
        return (
          <Table.Tr key={row.id} data-testid="certification-review-row">
            <Table.Td>
              <LinkIf to={mayOpen(company) ? company : null}>{row.companyName}</LinkIf>
            </Table.Td>
            <Table.Td>{row.certificationName}</Table.Td>
            <Table.Td>{row.agencyName}</Table.Td>
            <Table.Td>{formatDate(row.since, i18n.language)}</Table.Td>
            <Table.Td>
              {row.hasFile ? t('leadGeneratorLists.yes') : t('leadGeneratorLists.no')}
            </Table.Td>
            <Table.Td>
              {mayOpen(screen) && (
                <Button size="xs" variant="subtle" component={Link} to={screen}>
                  {t('leadGeneratorLists.open')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    />
  );
}

/** The latest leads bought on the lead plaza. */
export function PlazaPurchasesList() {
  const { t, i18n } = useTranslation('dashboards');
  const mayOpen = useMayOpen();
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(LeadGeneratorPlazaPurchasesDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.latestPlazaPurchases;
  return (
    <LeadGeneratorListCard
      testId="list-plaza-purchases"
      title={t('leadGeneratorLists.plaza.title')}
      empty={t('leadGeneratorLists.plaza.none')}
      columns={[
        t('leadGenerator.when'),
        t('leadGenerator.company'),
        t('leadGeneratorLists.plaza.product'),
        t('leadGeneratorLists.plaza.place'),
        t('leadGeneratorLists.plaza.price'),
      ]}
      total={list?.total ?? 0}
      pageSize={PLAZA_PURCHASES_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((row) => {
        const lead = `/lead-generator/lead/${row.leadId}`;
        const company = `/company/${row.companyId}`;
        return (
          <Table.Tr key={row.id} data-testid="plaza-purchase-row">
            <Table.Td>
              <LinkIf to={mayOpen(lead) ? lead : null}>
                {formatDateTime(row.createdAt, i18n.language)}
              </LinkIf>
            </Table.Td>
            <Table.Td>
              <LinkIf to={mayOpen(company) ? company : null}>{row.companyName}</LinkIf>
            </Table.Td>
            <Table.Td>{row.productName}</Table.Td>
            <Table.Td>{[row.postalCode, row.city].filter(Boolean).join(' ')}</Table.Td>
            <Table.Td>
              {row.priceCents === 0
                ? t('leadGeneratorLists.plaza.free')
                : formatMoney(row.priceCents)}
            </Table.Td>
          </Table.Tr>
        );
      })}
    />
  );
}

/** The screen where a broken link is edited. */
function editPath(kind: BrokenLinkKind, domainId: string, id: string): string {
  switch (kind) {
    case 'menu_item':
      return `/domain/${domainId}/menu/${id}`;
    case 'product_menu_item':
      return `/domain/${domainId}/product-menu/${id}`;
    case 'redirection':
      return `/domain/${domainId}/redirection/${id}`;
    case 'widget_link':
      // A domain's widgets are edited on one screen, for the domain chosen there.
      return '/widget';
  }
}

/** CMS links that lead nowhere, found from the database (no address is fetched). */
export function BrokenLinksList() {
  const { t } = useTranslation('dashboards');
  const mayOpen = useMayOpen();
  const [page, setPage] = useState(1);
  const { data, loading } = useQuery(LeadGeneratorBrokenLinksDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.brokenLinks;
  return (
    <LeadGeneratorListCard
      testId="list-broken-links"
      title={t('leadGeneratorLists.brokenLinks.title')}
      empty={t('leadGeneratorLists.brokenLinks.none')}
      columns={[
        t('leadGeneratorLists.brokenLinks.kind'),
        t('leadGeneratorLists.brokenLinks.domain'),
        t('leadGeneratorLists.brokenLinks.label'),
        t('leadGeneratorLists.brokenLinks.target'),
        t('leadGeneratorLists.brokenLinks.reason'),
        '',
      ]}
      total={list?.total ?? 0}
      pageSize={BROKEN_LINKS_PAGE_SIZE}
      page={page}
      onPage={setPage}
      loading={loading}
      rows={(list?.items ?? []).map((link) => {
        const edit = editPath(link.kind, link.domainId, link.linkId);
        return (
          <Table.Tr key={link.id} data-testid="broken-link-row">
            <Table.Td>{t(`leadGeneratorLists.brokenLinks.kinds.${link.kind}`)}</Table.Td>
            <Table.Td>{link.domainHost}</Table.Td>
            <Table.Td>{link.label}</Table.Td>
            <Table.Td>
              <Text
                size="sm"
                c={link.target ? undefined : 'dimmed'}
                style={{ wordBreak: 'break-all' }}
              >
                {link.target ?? t('leadGeneratorLists.brokenLinks.nothing')}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge color="red" variant="light">
                {t(`leadGeneratorLists.brokenLinks.reasons.${link.reason}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              {mayOpen(edit) && (
                <Button size="xs" variant="subtle" component={Link} to={edit}>
                  {t('leadGeneratorLists.edit')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    />
  );
}
