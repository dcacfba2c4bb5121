import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeletePlazaSearchDocument,
  PlazaSavedSearchesDocument,
  SavePlazaSearchDocument,
  type PlazaQueryInput,
} from '../../../gql/graphql';
import { confirmAction } from '../../../lib/confirm-action';
import { notifySuccess } from '../../../lib/notify';

interface SavedSearchesProps {
  companyId: string;
  /** The search on screen, as it would be saved (dates are not kept). */
  query: PlazaQueryInput;
  onLoad: (id: string) => void;
}

/** The company's saved searches: load one, save the current one (with an hourly e-mail if wanted), delete. */
export function SavedSearches({ companyId, query, onLoad }: SavedSearchesProps) {
  const { t } = useTranslation('plaza');
  const { data, refetch } = useQuery(PlazaSavedSearchesDocument, { variables: { companyId } });
  const [save, saving] = useMutation(SavePlazaSearchDocument);
  const [remove] = useMutation(DeletePlazaSearchDocument);
  const [selected, setSelected] = useState<string | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [digest, setDigest] = useState(false);
  const searches = data?.plazaSavedSearches ?? [];

  async function submit() {
    if (!name.trim()) return;
    try {
      const { startDate: _start, endDate: _end, currentPage: _page, ...kept } = query;
      const answer = await save({
        variables: { companyId, input: { name: name.trim(), digest, query: kept } },
      });
      notifySuccess('MESSAGE.PLAZA_USER_SEARCH_CREATED');
      setNaming(false);
      setName('');
      await refetch();
      if (answer.data) setSelected(String(answer.data.savePlazaSearch.id));
    } catch {
      // shown by the error link
    }
  }

  async function deleteSelected() {
    const search = searches.find((entry) => String(entry.id) === selected);
    if (!search) return;
    const ok = await confirmAction({
      title: t('saved.deleteTitle'),
      text: t('saved.deleteText', { name: search.name }),
      confirmLabel: t('saved.delete'),
    });
    if (!ok) return;
    await remove({ variables: { companyId, id: String(search.id) } });
    notifySuccess('MESSAGE.SUCCESSFULLY_DELETED');
    setSelected(null);
    await refetch();
  }

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        aria-label={t('saved.label')}
        placeholder={searches.length > 0 ? t('saved.choose') : t('saved.none')}
        data={searches.map((search) => ({
          value: String(search.id),
          label: search.digest ? `${search.name} ✉` : search.name,
        }))}
        value={selected}
        onChange={(id) => {
          setSelected(id);
          if (id) onLoad(id);
        }}
        disabled={searches.length === 0}
        w={220}
      />
      {selected && (
        <Button variant="subtle" color="red" onClick={() => void deleteSelected()}>
          {t('saved.delete')}
        </Button>
      )}
      <Button variant="light" onClick={() => setNaming(true)}>
        {t('saved.save')}
      </Button>
      <Modal opened={naming} onClose={() => setNaming(false)} title={t('saved.save')}>
        <Stack>
          <TextInput
            label={t('saved.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
            required
            maxLength={100}
          />
          <Checkbox
            label={t('saved.digest')}
            description={t('saved.digestHint')}
            checked={digest}
            onChange={(event) => setDigest(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button onClick={() => void submit()} loading={saving.loading} disabled={!name.trim()}>
              {t('saved.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
