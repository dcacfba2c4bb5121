import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { mayPerform } from '#domain/accounts/operation-permissions';
import { PlazaCompanyDocument } from '../../../gql/graphql';
import { useCurrentCompany } from '../../../lib/current-company';
import { useViewer } from '../../../lib/viewer';

export interface PlazaCompany {
  id: string;
  name: string;
  isPrepaid: boolean;
  balanceCents: number;
  /** A sales employee working in a customer's plaza. */
  onBehalf: boolean;
}

/**
 * Whose plaza this is: the company the user works for, or, with `companyId` and
 * `userId` in the URL, that customer's company for sales staff only. Anyone else
 * who opens such a link is sent to their own plaza (the api refuses them anyway).
 */
export function usePlazaCompany(): { company: PlazaCompany | null; loading: boolean } {
  const { viewer } = useViewer();
  const { company: own } = useCurrentCompany();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = searchParams.get('companyId');
  const mayOpenOthers = mayPerform(viewer?.roles ?? [], 'viewOtherCompanyPlaza');
  const onBehalf = Boolean(requested && searchParams.get('userId') && mayOpenOthers);
  useEffect(() => {
    if (!requested || onBehalf || !viewer) return;
    const next = new URLSearchParams(searchParams);
    next.delete('companyId');
    next.delete('userId');
    void navigate({ search: next.toString() }, { replace: true });
  }, [requested, onBehalf, viewer, searchParams, navigate]);
  const { data, loading } = useQuery(PlazaCompanyDocument, {
    variables: { id: requested ?? '' },
    skip: !onBehalf,
  });
  if (onBehalf) {
    const other = data?.company;
    return {
      company: other
        ? {
            id: String(other.id),
            name: other.name,
            isPrepaid: other.isPrepaid,
            balanceCents: other.balanceCents,
            onBehalf: true,
          }
        : null,
      loading,
    };
  }
  return {
    company: own
      ? {
          id: String(own.id),
          name: own.name,
          isPrepaid: own.isPrepaid,
          balanceCents: own.balanceCents,
          onBehalf: false,
        }
      : null,
    loading: false,
  };
}
