// Dates and times the admin types and reads in its own language (Turkish dd.MM.yyyy HH:mm, English dd/MM/yyyy HH:mm),
// whatever the browser's language, as wall times on the site's clock; a text that is no date says so in the field.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeField } from '../../client/components/admin/DateTimeField';
import { datePattern, formatDateText, parseDateText } from '../../client/lib/date-time-text';
import { fromZonedInput } from '../../client/lib/site-time';
import { renderIn } from '../helpers/render';

afterEach(cleanup);

describe('date and time texts', () => {
  it('formats wall values in Turkish and English', () => {
    expect(formatDateText('2030-06-15T09:05', 'tr', 'datetime')).toBe('15.06.2030 09:05');
    expect(formatDateText('2030-06-15T21:05', 'en', 'datetime')).toBe('15/06/2030 21:05');
    expect(formatDateText('2030-06-15', 'tr', 'date')).toBe('15.06.2030');
    expect(formatDateText('2030-06-15', 'en', 'date')).toBe('15/06/2030');
    expect(formatDateText('2030-06-15', 'tr', 'datetime')).toBe('15.06.2030 00:00');
    expect(formatDateText('', 'tr', 'datetime')).toBe('');
    expect(formatDateText('nonsense', 'en', 'date')).toBe('');
  });

  it("reads what is typed day first, in either language's separators, and refuses what is no date or time", () => {
    expect(parseDateText('15.06.2030 10:00', 'datetime')).toBe('2030-06-15T10:00');
    expect(parseDateText(' 15/06/2030 10:00 ', 'datetime')).toBe('2030-06-15T10:00');
    expect(parseDateText('5.6.2030 9:30', 'datetime')).toBe('2030-06-05T09:30');
    expect(parseDateText('15.06.2030', 'date')).toBe('2030-06-15');
    expect(parseDateText('29.02.2028', 'date')).toBe('2028-02-29');
    expect(parseDateText('', 'datetime')).toBe('');
    for (const wrong of ['29.02.2027', '31.04.2030', '15.13.2030', '2030-06-15', '15.06.30', 'yarın', '15.06.2030']) {
      expect(parseDateText(wrong, 'datetime'), wrong).toBeNull();
    }
    for (const wrong of ['15.06.2030 24:00', '15.06.2030 10:60', '15.06.2030 10'])
      expect(parseDateText(wrong, 'datetime'), wrong).toBeNull();
    expect(parseDateText('15.06.2030 10:00', 'date')).toBeNull();
  });

  it("a typed Turkish time is that wall time on the site's clock", () => {
    expect(fromZonedInput(parseDateText('15.06.2030 10:00', 'datetime')!)?.toISOString()).toBe('2030-06-15T07:00:00.000Z');
  });

  it("names the expected form in the admin's letters", () => {
    expect(datePattern('tr', 'datetime')).toBe('gg.aa.yyyy ss:dd');
    expect(datePattern('en', 'datetime')).toBe('dd/mm/yyyy hh:mm');
    expect(datePattern('tr', 'date')).toBe('gg.aa.yyyy');
  });
});

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateTimeField label="Yayın zamanı" name="publishAt" value={value ?? ''} onChange={setValue} />
      <output data-testid="value">{value === null ? 'invalid' : value}</output>
    </>
  );
}

describe('the date and time field', () => {
  it('shows the value in Turkish, names the zone, reads typed text and says when it is no date', () => {
    renderIn('tr', <Field initial="2030-06-15T10:00" />, { admin: true });
    const input = screen.getByLabelText<HTMLInputElement>('Yayın zamanı');
    expect(input.type).toBe('text');
    expect(input.value).toBe('15.06.2030 10:00');
    expect(input.placeholder).toBe('gg.aa.yyyy ss:dd');
    expect(screen.getByTestId('publishAt-zone').textContent).toBe('Biçim: gg.aa.yyyy ss:dd · saat dilimi: Europe/Istanbul');
    fireEvent.change(input, { target: { value: '01.07.2030 08:30' } });
    expect(screen.getByTestId('value').textContent).toBe('2030-07-01T08:30');
    fireEvent.change(input, { target: { value: '32.07.2030 08:30' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('invalid');
    // What was typed stays, with the reason next to it.
    expect(input.value).toBe('32.07.2030 08:30');
    expect(screen.getByTestId('publishAt-error').textContent).toBe('Geçerli bir tarih ve saat girin (gg.aa.yyyy ss:dd).');
  });

  it('speaks English in the English admin', () => {
    renderIn('en', <Field initial="2030-06-15T22:00" />, { admin: true });
    const input = screen.getByLabelText<HTMLInputElement>('Yayın zamanı');
    expect(input.value).toBe('15/06/2030 22:00');
    expect(screen.getByRole('button', { name: 'Open calendar' })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'tomorrow' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('publishAt-error').textContent).toBe('Enter a valid date and time (dd/mm/yyyy hh:mm).');
  });
});
