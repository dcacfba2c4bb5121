import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyState } from '#domain/companies/company-state';

interface StateChangerProps {
  /** The states the viewer may pick (statesViewerMaySet). */
  states: readonly CompanyState[];
  busy: boolean;
  onPick: (state: CompanyState) => void;
}

/** The state menu of the company screen; pausing opens the pause dialog instead of a direct change. */
export function StateChanger({ states, busy, onPick }: StateChangerProps) {
  const { t } = useTranslation('companies');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="light" loading={busy} disabled={states.length === 0}>
          {t('detail.changeState')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {states.map((state) => (
          <Menu.Item key={state} onClick={() => onPick(state)}>
            {t(`state.${state}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
