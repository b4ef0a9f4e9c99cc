// A date (or date and time) the admin types in its own language's form (dd.MM.yyyy HH:mm in Turkish, dd/MM/yyyy
// HH:mm in English) or picks from a calendar in that language, on the site's clock with the zone named: never the
// browser's own date widget, which speaks the browser's language and format.
import { DatePicker, Field, HStack, IconButton, Input, Portal, Text, parseDate, type DateValue } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { datePattern, formatDateText, parseDateText, type DateTextMode } from '../../lib/date-time-text';
import { siteTimeZone } from '../../lib/site-time';

export interface DateTimeFieldProps {
  label: string;
  name: string;
  mode?: DateTextMode;
  /** A wall time on the site's clock: YYYY-MM-DDTHH:mm (datetime) or YYYY-MM-DD (date); '' for none. */
  value: string;
  /** A new wall value, '' when emptied, null while the text is no date: the field shows why. */
  onChange(value: string | null): void;
  /** A problem the form found with a valid value (a past time), shown as the field's error. */
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  size?: 'sm' | 'md';
  /** Buttons beside the input (the panel's Zamanla). */
  children?: ReactNode;
}

/** The field's own complaint about a text that is no date (or time), naming the form it expects. */
export function invalidDateText(t: TFunction, lang: string, mode: DateTextMode): string {
  return t(mode === 'date' ? 'admin/common:dateField.invalidDate' : 'admin/common:dateField.invalidDateTime', {
    pattern: datePattern(lang, mode),
  });
}

/** Calendar days are calendar days: the picker's value is the typed date, not an instant. */
function calendarValue(wall: string): DateValue[] {
  try {
    return /^\d{4}-\d{2}-\d{2}/.test(wall) ? [parseDate(wall.slice(0, 10))] : [];
  } catch {
    return [];
  }
}

export function DateTimeField({
  label,
  name,
  mode = 'datetime',
  value,
  onChange,
  error,
  hint,
  disabled,
  size = 'md',
  children,
}: DateTimeFieldProps) {
  const { t, i18n } = useTranslation('admin/common');
  const lang = i18n.language === 'en' ? 'en' : 'tr';
  const [text, setText] = useState(() => formatDateText(value, lang, mode));
  const [invalid, setInvalid] = useState(false);
  // What this field last reported: a value coming back as that is the typed text's own, which stays as typed.
  const reported = useRef<string | null>(value);
  useEffect(() => {
    if (value !== (reported.current ?? '')) setText(formatDateText(value, lang, mode));
    reported.current = value;
  }, [value, lang, mode]);
  // The admin switched language: a readable text is shown in the new language's form.
  useEffect(() => {
    setText((current) => {
      const parsed = parseDateText(current, mode);
      return parsed ? formatDateText(parsed, lang, mode) : current;
    });
  }, [lang, mode]);

  const type = (next: string) => {
    setText(next);
    const parsed = parseDateText(next, mode);
    if (parsed !== null) setInvalid(false);
    reported.current = parsed;
    onChange(parsed);
  };
  const pick = (days: DateValue[]) => {
    const day = days[0];
    if (!day) return;
    const date = `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
    // A picked day keeps the typed time (or starts at the top of the day).
    const time = mode === 'datetime' ? `T${/T(\d{2}:\d{2})$/.exec(parseDateText(text, mode) ?? '')?.[1] ?? '09:00'}` : '';
    setText(formatDateText(date + time, lang, mode));
    setInvalid(false);
    reported.current = date + time;
    onChange(date + time);
  };
  const pattern = datePattern(lang, mode);
  const shownError = invalid ? invalidDateText(t, lang, mode) : error;
  const locale = lang === 'en' ? 'en-GB' : 'tr-TR';

  return (
    <Field.Root invalid={!!shownError} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <DatePicker.Root
        value={calendarValue(parseDateText(text, mode) ?? '')}
        onValueChange={(e) => pick(e.value)}
        locale={locale}
        timeZone={siteTimeZone()}
        startOfWeek={1}
        disabled={disabled}
        closeOnSelect
        w="full"
        positioning={{ placement: 'bottom-end' }}
        translations={{
          trigger: (open) => t(open ? 'dateField.closeCalendar' : 'dateField.openCalendar'),
          prevTrigger: () => t('dateField.previous'),
          nextTrigger: () => t('dateField.next'),
          // The button's own text (the month and year shown) names it: a different label would hide it from voice control.
          viewTrigger: () => '',
          content: t('dateField.calendar'),
        }}
      >
        <HStack gap="2" w="full" align="flex-start">
          <HStack gap="1" flex="1" minW="0">
            <Input
              type="text"
              name={name}
              size={size}
              bg="white"
              value={text}
              placeholder={pattern}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              flex="1"
              minW="0"
              onChange={(e) => type(e.target.value)}
              onBlur={() => setInvalid(parseDateText(text, mode) === null)}
            />
            {/* Only the button in the picker's control: the picker would take any input there as its own and rewrite it. */}
            <DatePicker.Control flexShrink={0} w="auto">
              <DatePicker.Trigger asChild>
                <IconButton variant="outline" size={size}>
                  <CalendarDays aria-hidden="true" />
                </IconButton>
              </DatePicker.Trigger>
            </DatePicker.Control>
          </HStack>
          {children}
        </HStack>
        <Portal>
          <DatePicker.Positioner>
            <DatePicker.Content>
              <DatePicker.View view="day">
                <DatePicker.Header />
                <DatePicker.DayTable />
              </DatePicker.View>
              <DatePicker.View view="month">
                <DatePicker.Header />
                <DatePicker.MonthTable />
              </DatePicker.View>
              <DatePicker.View view="year">
                <DatePicker.Header />
                <DatePicker.YearTable />
              </DatePicker.View>
            </DatePicker.Content>
          </DatePicker.Positioner>
        </Portal>
      </DatePicker.Root>
      {shownError ? <Field.ErrorText data-testid={`${name}-error`}>{shownError}</Field.ErrorText> : null}
      <Field.HelperText>
        {hint ? <>{hint} </> : null}
        <Text as="span" data-testid={`${name}-zone`}>
          {t('dateField.format', { pattern, zone: siteTimeZone() })}
        </Text>
      </Field.HelperText>
    </Field.Root>
  );
}
