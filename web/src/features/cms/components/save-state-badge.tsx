import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AutosaveState } from '../hooks/use-autosave';

type ShownState = AutosaveState | 'invalid';

const COLOURS: Record<ShownState, string> = {
  invalid: 'orange',
  saved: 'teal',
  pending: 'gray',
  saving: 'blue',
  failed: 'red',
};

/** Whether the editor's changes are stored (invalid: a field must be fixed before saving). */
export function SaveStateBadge({ state }: { state: ShownState }) {
  const { t } = useTranslation('cms');
  return (
    <Badge color={COLOURS[state]} variant="light" data-testid="save-state" data-state={state}>
      {t(`editor.saveState.${state}`)}
    </Badge>
  );
}
