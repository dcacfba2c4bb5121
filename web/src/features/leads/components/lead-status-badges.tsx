import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LeadStatus {
  onHold: boolean;
  bad: boolean;
  duplicate: boolean;
  handled?: boolean;
  stopMatching?: boolean;
  verified?: boolean;
  mustCall?: boolean;
  doNotCall?: boolean;
}

const BADGES: Array<[keyof LeadStatus, string]> = [
  ['onHold', 'yellow'],
  ['bad', 'red'],
  ['duplicate', 'gray'],
  ['verified', 'teal'],
  ['handled', 'green'],
  ['stopMatching', 'orange'],
  ['mustCall', 'blue'],
  ['doNotCall', 'dark'],
];

/** The lead's flags as badges: on hold, bad, duplicate (and on the detail screen the rest). */
export function LeadStatusBadges({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('leads');
  const shown = BADGES.filter(([flag]) => status[flag]);
  if (shown.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map(([flag, color]) => (
        <Badge
          key={flag}
          color={color}
          variant="light"
          data-testid={`lead-status-${flag}`}
          styles={{ root: { minWidth: 'max-content' } }}
        >
          {t(`status.${flag}`)}
        </Badge>
      ))}
    </Group>
  );
}
