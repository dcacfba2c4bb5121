import { Button, Group, Modal, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from './block-choices';

export interface QuoteFormSettings {
  product_id: number | null;
  steps: number;
  region_first: boolean;
}

interface QuoteFormComposerProps {
  settings: QuoteFormSettings;
  products: Choice[];
  onApply: (settings: QuoteFormSettings) => void;
  onClose: () => void;
}

/** The quote form composer dialog: the product asked about, the number of steps, region first. */
export function QuoteFormComposer({
  settings,
  products,
  onApply,
  onClose,
}: QuoteFormComposerProps) {
  const { t } = useTranslation('cms');
  const [draft, setDraft] = useState(settings);
  return (
    <Modal opened onClose={onClose} title={t('block.composeQuoteForm')}>
      <Stack>
        <Select
          label={t('block.product')}
          data={products}
          searchable
          clearable
          value={draft.product_id === null ? null : String(draft.product_id)}
          onChange={(value) => setDraft({ ...draft, product_id: value ? Number(value) : null })}
        />
        <NumberInput
          label={t('block.steps')}
          min={1}
          max={10}
          allowDecimal={false}
          value={draft.steps}
          onChange={(value) => setDraft({ ...draft, steps: Number(value) || 1 })}
        />
        <Switch
          label={t('block.regionFirst')}
          checked={draft.region_first}
          onChange={(e) => setDraft({ ...draft, region_first: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('upload.cancel')}
          </Button>
          <Button onClick={() => onApply(draft)}>{t('link.apply')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
