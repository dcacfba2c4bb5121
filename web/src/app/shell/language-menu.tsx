import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../../lib/i18n';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('shell.language')}
      size="xs"
      w={80}
      allowDeselect={false}
      data={LANGUAGES.map((language) => ({ value: language, label: language.toUpperCase() }))}
      value={i18n.language}
      onChange={(value) => value && changeLanguage(value as Language)}
    />
  );
}
