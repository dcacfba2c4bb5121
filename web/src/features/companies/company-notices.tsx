import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Navigate, useLocation } from 'react-router';
import { DismissTrialWelcomeActionDocument } from '../../gql/graphql';
import { useCurrentCompany } from '../../lib/current-company';
import { useCurrentRole } from '../../lib/current-role';
import { useViewer } from '../../lib/viewer';
import { LowBalanceAlert } from './components/low-balance-alert';
import { ProductPopover } from './components/product-popover';
import { TrialWelcomePopup } from './components/trial-welcome-popup';
import { isTrialWelcomeDismissed, rememberTrialWelcomeDismissed } from './trial-welcome-storage';
import { companyUrls } from './urls';

/** Below this prepaid balance (cents: 25 euro) the customer is warned. */
export const LOW_BALANCE_CENTS = 2500;
const BLOCKED_STATES = ['suspended', 'debtclaim', 'is_debtclaim'];

/**
 * What the customer side shows about its company on every screen: the trial
 * welcome (until dismissed on this device, then a pointer to the products),
 * the low-balance alert, and the way to the invoices for a suspended or
 * debt-claim company.
 */
export function CompanyNotices() {
  const { viewer } = useViewer();
  const { currentRole } = useCurrentRole();
  const { company } = useCurrentCompany();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState<Record<string, boolean>>({});
  const [showProducts, setShowProducts] = useState(false);
  const [dismissWelcome] = useMutation(DismissTrialWelcomeActionDocument, {
    context: { notify: false, redirect: false },
  });
  const customerSide =
    viewer !== null &&
    !viewer.roles.includes('ROLE_LEAD_USER') &&
    currentRole !== 'ROLE_LEAD_CONSUMER' &&
    (viewer.roles.includes('ROLE_LEAD_CUSTOMER') || viewer.roles.includes('ROLE_LEAD_PARTNER'));
  if (!customerSide || !company) return null;
  const companyId = String(company.id);

  if (
    company.state &&
    BLOCKED_STATES.includes(company.state) &&
    pathname.startsWith('/customer/') &&
    pathname !== companyUrls.customerInvoices()
  ) {
    return <Navigate to={companyUrls.customerInvoices()} replace />;
  }

  const welcomeOpen =
    company.trialAccount && !dismissed[companyId] && !isTrialWelcomeDismissed(companyId);
  function dismiss() {
    rememberTrialWelcomeDismissed(companyId);
    setDismissed((current) => ({ ...current, [companyId]: true }));
    setShowProducts(true);
    void dismissWelcome({ variables: { id: companyId } }).catch(() => undefined);
  }

  return (
    <>
      {company.isPrepaid && company.balanceCents < LOW_BALANCE_CENTS && (
        <LowBalanceAlert balanceCents={company.balanceCents} prepaidPath="/customer/prepaid" />
      )}
      <TrialWelcomePopup opened={welcomeOpen} companyName={company.name} onDismiss={dismiss} />
      {showProducts && (
        <ProductPopover
          productsPath={companyUrls.customerProducts()}
          onClose={() => setShowProducts(false)}
        />
      )}
    </>
  );
}
