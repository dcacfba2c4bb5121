import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { CompanyFormChoicesDocument } from '../../../gql/graphql';
import type { Choice } from '../components/company-form';

const SALES_ROLES = ['ROLE_LEAD_ACCOUNT_MANAGER', 'ROLE_LEAD_SALES', 'ROLE_LEAD_MANAGER'];

/** Staff to pick as account manager or salesperson, and the provinces (staff screens only). */
export function useCompanyFormChoices(skip = false) {
  const { data } = useQuery(CompanyFormChoicesDocument, { skip });
  return useMemo(() => {
    const employees: Choice[] = (data?.employees ?? []).map((user) => ({
      value: String(user.id),
      label: user.fullName,
    }));
    const accountManagers: Choice[] = (data?.employees ?? [])
      .filter((user) => user.roles.some((role) => SALES_ROLES.includes(role)))
      .map((user) => ({ value: String(user.id), label: user.fullName }));
    const provinces = (data?.provinces ?? []).map((province) => province.name);
    return { employees, accountManagers, provinces };
  }, [data]);
}
