export type Greeting = 'night' | 'morning' | 'afternoon' | 'evening';

/** Before 5 night, before 12 morning, before 17 afternoon, else evening (hour 0-23, local time). */
export function greetingForHour(hour: number): Greeting {
  if (hour < 5) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 17) return 'afternoon';
  return 'evening';
}
