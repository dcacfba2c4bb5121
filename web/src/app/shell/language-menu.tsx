import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../../lib/i18n';

// A native select: it is on the login page, where Mantine's Select (combobox,
// popover, scroll area) would add its weight to every first visit.
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('shell.language')}
      size="xs"
      w={80}
      data={LANGUAGES.map((language) => ({ value: language, label: language.toUpperCase() }))}
      value={i18n.language}
      onChange={(event) => changeLanguage(event.currentTarget.value as Language)}
    />
  );
}
