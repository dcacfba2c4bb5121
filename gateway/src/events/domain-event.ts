/**
 * One outbox row as the api's internal stream sends it (snake_case).
 * @mapper DomainEvent
 * @mapper PlazaChange
 */
export interface DomainEventRecord {
  id: number;
  type: string;
  company_id: number | null;
  user_id: number | null;
  payload: Record<string, unknown>;
  created_at: string;
}

export function isDomainEventRecord(value: unknown): value is DomainEventRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'number' && typeof record.type === 'string';
}
