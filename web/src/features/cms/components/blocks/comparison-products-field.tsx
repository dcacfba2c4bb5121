import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../lib/message-text';
import { moveItem } from '../../../../lib/move-item';
import { ComparisonProductSummary } from '../comparison-product-table';
import { useBlockChoices, type PickerProduct } from './block-choices';

interface ComparisonProductsFieldProps {
  label: string;
  /** The EANs stored, in order. */
  eans: string[];
  /** A list (several, ordered) or one product. */
  multiple: boolean;
  /** Errors by index in the list ('0', '1', …), or '' for the field. */
  errors: Record<string, string>;
  onChange: (eans: string[]) => void;
}

/**
 * Comparison products by EAN, chosen in the product picker: each shows its product
 * (or that no product has the EAN); a list can be reordered and thinned out.
 */
export function ComparisonProductsField({
  label,
  eans,
  multiple,
  errors,
  onChange,
}: ComparisonProductsFieldProps) {
  const { t } = useTranslation('cms');
  const { pickProducts, productsByEan } = useBlockChoices();
  const [known, setKnown] = useState<ReadonlyMap<string, PickerProduct | null>>(new Map());
  const missing = eans.filter((ean) => !known.has(ean));
  const missingKey = missing.join(',');

  // EANs stored before (or restored) are looked up; picked ones come with their product.
  useEffect(() => {
    if (!missingKey) return;
    let live = true;
    void productsByEan(missingKey.split(',')).then((found) => {
      if (live) setKnown((current) => new Map([...current, ...found]));
    });
    return () => {
      live = false;
    };
  }, [missingKey, productsByEan]);

  async function add() {
    const picked = await pickProducts(eans, multiple);
    if (!picked || picked.length === 0) return;
    setKnown((current) => new Map([...current, ...picked.map((p) => [p.ean, p] as const)]));
    const added = picked.map((product) => product.ean);
    onChange(multiple ? [...eans, ...added.filter((ean) => !eans.includes(ean))] : added);
  }

  const bad = Object.entries(errors).find(([key]) => /^\d+$/.test(key));
  const error = bad
    ? `${eans[Number(bad[0])] ?? ''}: ${messageText(bad[1])}`
    : errors[''] && messageText(errors['']);
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap={6} mt={4} data-testid="comparison-products">
        {eans.map((ean, index) => {
          const product = known.get(ean);
          return (
            <Paper
              key={`${index}:${ean}`}
              withBorder
              p={6}
              radius="sm"
              data-testid="chosen-product"
              data-ean={ean}
            >
              <Group justify="space-between" wrap="nowrap">
                {product ? (
                  <ComparisonProductSummary product={product} />
                ) : (
                  <Stack gap={0}>
                    <Text size="sm" c={product === null ? 'orange' : 'dimmed'}>
                      {product === null
                        ? t('productPicker.unknownEan')
                        : t('productPicker.loading')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {ean}
                    </Text>
                  </Stack>
                )}
                <Group gap={2} wrap="nowrap">
                  {multiple && (
                    <>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('block.moveUp')}
                        disabled={index === 0}
                        onClick={() => onChange(moveItem(eans, index, index - 1))}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('block.moveDown')}
                        disabled={index === eans.length - 1}
                        onClick={() => onChange(moveItem(eans, index, index + 1))}
                      >
                        ↓
                      </ActionIcon>
                    </>
                  )}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('productPicker.remove', { ean })}
                    onClick={() => onChange(eans.filter((_, i) => i !== index))}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          );
        })}
        <Group>
          <Button
            size="xs"
            variant="light"
            aria-label={`${label}: ${multiple ? t('productPicker.add') : t('productPicker.choose')}`}
            onClick={() => void add()}
          >
            {multiple ? t('productPicker.add') : t('productPicker.choose')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
