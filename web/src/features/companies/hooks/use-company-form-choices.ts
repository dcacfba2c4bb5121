import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { CompanyFormChoicesDocument } from '../../../gql/graphql';
import type { Choice } from '../components/company-form';

/**
 * Staff to pick as account manager or salesperson, and the provinces (staff
 * screens only). The api checks that a chosen account manager holds a sales role.
 */
export function useCompanyFormChoices(skip = false) {
  const { data } = useQuery(CompanyFormChoicesDocument, { skip });
  return useMemo(() => {
    const employees: Choice[] = (data?.employees ?? []).map((user) => ({
      value: String(user.id),
      label: user.fullName,
    }));
    const provinces = (data?.provinces ?? []).map((province) => province.name);
    return { employees, accountManagers: employees, provinces };
  }, [data]);
}
