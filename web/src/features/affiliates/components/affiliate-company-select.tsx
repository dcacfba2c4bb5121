import { Select } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { AffiliateCompaniesDocument } from '../../../gql/graphql';

interface AffiliateCompanySelectProps {
  label: string;
  placeholder?: string;
  value: string | null;
  error?: string;
  onChange: (id: string | null) => void;
}

/** Picks an affiliate company by name (all of them: there are tens, not thousands). */
export function AffiliateCompanySelect(props: AffiliateCompanySelectProps) {
  const { data } = useQuery(AffiliateCompaniesDocument, { variables: { pageSize: 500 } });
  const choices = (data?.affiliateCompanies.items ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      data={choices}
      value={props.value}
      error={props.error}
      searchable
      clearable
      onChange={props.onChange}
    />
  );
}
