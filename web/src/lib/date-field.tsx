import '@mantine/dates/styles.css';
import 'dayjs/locale/nl';
import { forwardRef } from 'react';
import {
  DateInput,
  DatePickerInput,
  DatesProvider,
  DateTimePicker,
  type DateInputProps,
  type DatePickerInputProps,
  type DateTimePickerProps,
} from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** What users type: day-month-year (24-12-2026, also with / or .), or an ISO date. */
const DUTCH_DATE = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/;
const ISO_DATE = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/;

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Rejects 31-02-2026 and the like instead of rolling over into March.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Typed text to `YYYY-MM-DD`, or null while it is not (yet) a whole, real date. */
export function parseTypedDate(text: string): string | null {
  const dutch = DUTCH_DATE.exec(text);
  if (dutch) return isoDate(Number(dutch[3]), Number(dutch[2]), Number(dutch[1]));
  const iso = ISO_DATE.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  return null;
}

export interface DateFieldProps extends Omit<
  DateInputProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat'
> {
  /** `YYYY-MM-DD`, or '' for no date: what the forms send to the api. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A date typed or picked as DD-MM-YYYY, whatever the browser's own locale, with
 * the calendar in the portal's language. Its styles and dayjs' Dutch locale come
 * with it, so only the screens that use dates load them.
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { value, onChange, ...props },
  ref,
) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'nl';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DateInput
        ref={ref}
        valueFormat="DD-MM-YYYY"
        placeholder={t('datePlaceholder')}
        dateParser={parseTypedDate}
        clearable
        {...props}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    </DatesProvider>
  );
});

/** `YYYY-MM-DD HH:mm:ss` in local time, as Mantine's date-time picker reads and writes it. */
export function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** A local `YYYY-MM-DD HH:mm(:ss)` as a Date, or null when it is not one. */
export function parseLocalDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(y!, mo! - 1, d!, h!, mi!, s ?? 0);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface DateTimeFieldProps extends Omit<
  DateTimePickerProps,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'type'
> {
  /** Local `YYYY-MM-DD HH:mm:ss`, or '' for none. */
  value: string;
  onChange: (value: string) => void;
}

/** A date and time shown as DD-MM-YYYY HH:mm (24 hours), the calendar in the portal's language. */
export const DateTimeField = forwardRef<HTMLButtonElement, DateTimeFieldProps>(
  function DateTimeField({ value, onChange, ...props }, ref) {
    const { i18n } = useTranslation();
    const locale = i18n.language === 'en' ? 'en' : 'nl';
    return (
      <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
        <DateTimePicker
          ref={ref}
          valueFormat="DD-MM-YYYY HH:mm"
          {...props}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
        />
      </DatesProvider>
    );
  },
);

export interface DateRangeFieldProps extends Omit<
  DatePickerInputProps<'range'>,
  'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'type'
> {
  /** `[from, to]` as `YYYY-MM-DD`, '' for an open end. */
  value: [string, string];
  onChange: (value: [string, string]) => void;
}

/** A period picked as two dates (DD-MM-YYYY), Monday first, in the portal's language. */
export function DateRangeField({ value, onChange, ...props }: DateRangeFieldProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'nl';
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 1 }}>
      <DatePickerInput
        type="range"
        valueFormat="DD-MM-YYYY"
        allowSingleDateInRange
        {...props}
        value={[value[0] || null, value[1] || null]}
        onChange={([from, to]) => {
          // Only a whole range is handed on; the first click only starts one.
          if (from && to) onChange([from, to]);
        }}
      />
    </DatesProvider>
  );
}
