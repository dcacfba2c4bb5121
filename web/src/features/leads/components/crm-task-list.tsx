import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

export interface CrmTaskRow {
  id: string;
  type: string;
  taskDate: string;
  sendReminder: boolean;
  requestReview: boolean;
  note: string | null;
}

/** The company's CRM tasks on the lead, newest first. */
export function CrmTaskList({ tasks }: { tasks: CrmTaskRow[] }) {
  const { t, i18n } = useTranslation('leads');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="sm">
        {t('customer.tasks')}
      </Title>
      {tasks.length === 0 ? (
        <Text c="dimmed">{t('customer.noTasks')}</Text>
      ) : (
        <Table data-testid="crm-tasks">
          <Table.Tbody>
            {tasks.map((task) => (
              <Table.Tr key={task.id} data-testid="crm-task">
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(task.taskDate, i18n.language)}
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm" fw={500}>
                      {t(`taskType.${task.type}`)}
                    </Text>
                    {task.sendReminder && (
                      <Badge size="xs" variant="light">
                        {t('task.reminder')}
                      </Badge>
                    )}
                    {task.requestReview && (
                      <Badge size="xs" variant="light" color="grape">
                        {t('task.review')}
                      </Badge>
                    )}
                  </Group>
                  {task.note && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                      {task.note}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
