import { TagsInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { TAG_SUGGESTION_MIN_CHARS, tagKey } from '#domain/tags/tag-input';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/use-debounced-search';
import { useBlockChoices } from './blocks/block-choices';
import { useCmsTexts } from '../hooks/use-cms-texts';

interface PageTagsFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
}

/**
 * The page's tags: suggestions of stored tags from the first character (at most 50,
 * not the ones the page has), and a new name is added as the stored tag it matches
 * (or a new one); a tag bound to another page is added only after a confirmation.
 */
export function PageTagsField({ value, onChange }: PageTagsFieldProps) {
  const { t } = useCmsTexts();
  const { suggestTags, addTag } = useBlockChoices();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ search: string; names: string[] }>({
    search: '',
    names: [],
  });
  const present = value.join('\n');
  const searching = search.trim().length >= TAG_SUGGESTION_MIN_CHARS;
  // Suggestions of an earlier text stay until the new ones come; none below 1 character.
  const suggestions = searching ? found.names : [];

  useEffect(() => {
    if (!searching) return;
    let current = true;
    const timer = setTimeout(() => {
      suggestTags(search, present ? present.split('\n') : [])
        .then((names) => current && setFound({ search, names }))
        .catch(() => current && setFound({ search, names: [] }));
    }, SEARCH_DEBOUNCE_MS / 2);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, searching, present, suggestTags]);

  async function change(next: string[]) {
    const had = new Set(value.map(tagKey));
    const added = next.filter((name) => !had.has(tagKey(name)));
    const kept = next.filter((name) => had.has(tagKey(name)));
    if (added.length === 0) {
      onChange(kept);
      return;
    }
    const result = [...kept];
    for (const name of added) {
      const stored = await addTag(name).catch(() => undefined);
      if (stored && !result.some((tag) => tagKey(tag) === tagKey(stored))) result.push(stored);
    }
    onChange(result);
  }

  return (
    <TagsInput
      label={t('page.tags')}
      description={t('page.tagsHint')}
      value={value}
      data={suggestions}
      searchValue={search}
      onSearchChange={setSearch}
      limit={50}
      onChange={(next) => void change(next)}
      data-testid="page-tags"
    />
  );
}
