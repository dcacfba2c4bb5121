import { Badge, CloseButton, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ProvinceChoice {
  name: string;
  municipalities: readonly string[];
}

interface MunicipalityPickerProps {
  provinces: readonly ProvinceChoice[];
  value: readonly string[];
  onChange: (municipalities: string[]) => void;
}

/** Municipalities chosen per province: a province, then its municipalities; all choices as chips. */
export function MunicipalityPicker({ provinces, value, onChange }: MunicipalityPickerProps) {
  const { t } = useTranslation('products');
  const [province, setProvince] = useState<string | null>(null);
  const inProvince =
    provinces.find((candidate) => candidate.name === province)?.municipalities ?? [];
  const inside = new Set(inProvince);
  return (
    <Stack gap="xs">
      <Group grow align="flex-start">
        <Select
          label={t('filter.province')}
          placeholder={t('filter.provincePlaceholder')}
          data={provinces.map((candidate) => candidate.name)}
          value={province}
          onChange={setProvince}
          searchable
        />
        <MultiSelect
          label={t('filter.municipalities')}
          placeholder={province ? t('filter.municipalitiesPlaceholder') : undefined}
          data={[...inProvince]}
          value={value.filter((name) => inside.has(name))}
          onChange={(chosen) => onChange([...value.filter((name) => !inside.has(name)), ...chosen])}
          disabled={!province}
          searchable
          hidePickedOptions
        />
      </Group>
      {value.length > 0 ? (
        <Group gap={6} data-testid="filter-municipalities">
          {value.map((name) => (
            <Badge
              key={name}
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={t('filter.removeMunicipality', { name })}
                  onClick={() => onChange(value.filter((other) => other !== name))}
                />
              }
            >
              {name}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {t('filter.noMunicipalities')}
        </Text>
      )}
    </Stack>
  );
}
