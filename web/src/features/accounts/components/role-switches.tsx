import { SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RoleSwitchesProps {
  /** Every role that can be granted (names with the ROLE_ prefix). */
  roles: string[];
  held: string[];
  busy?: string | null;
  error?: string;
  onChange: (role: string, on: boolean) => void;
}

/** One switch per role. */
export function RoleSwitches({ roles, held, busy, error, onChange }: RoleSwitchesProps) {
  const { t } = useTranslation('accounts');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {roles.map((role, index) => (
        <Switch
          key={role}
          label={t(`roles.${role}`, { defaultValue: role })}
          checked={held.includes(role)}
          disabled={busy === role}
          error={index === 0 ? error : undefined}
          onChange={(event) => onChange(role, event.currentTarget.checked)}
        />
      ))}
    </SimpleGrid>
  );
}
