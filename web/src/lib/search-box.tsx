import { TextInput } from '@mantine/core';
import { useDebouncedSearch } from './use-debounced-search';

/** A list's search field: 500 ms after typing, at once on leaving it. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const search = useDebouncedSearch(value, onSearch);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={search.text}
      onChange={(event) => search.onChange(event.currentTarget.value)}
      onBlur={search.onBlur}
      maw={360}
    />
  );
}
