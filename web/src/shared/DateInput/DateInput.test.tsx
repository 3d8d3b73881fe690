import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { DateInput } from './DateInput';
import { dateInputFormat, formatDateText, parseDateText, shiftDate } from './dateInput';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('date input format', () => {
  it("follows the interface language, day first; English's for the others", () => {
    expect(dateInputFormat('en')).toEqual({ format: 'DD/MM/YYYY', placeholder: 'dd/mm/yyyy' });
    expect(dateInputFormat('tr-TR')).toEqual({ format: 'DD.MM.YYYY', placeholder: 'gg.aa.yyyy' });
    expect(dateInputFormat('de')).toEqual(dateInputFormat('en'));
    expect(formatDateText('2025-01-31', 'en')).toBe('31/01/2025');
    expect(formatDateText('2025-01-31', 'tr')).toBe('31.01.2025');
    expect(formatDateText('', 'en')).toBe('');
    expect(formatDateText('2025-02-30', 'en')).toBe('');
  });

  it('parses day-first text with any separator, two-digit years and pasted ISO dates', () => {
    expect(parseDateText('31/01/2025')).toBe('2025-01-31');
    expect(parseDateText('31.01.2025')).toBe('2025-01-31');
    expect(parseDateText(' 1-2-25 ')).toBe('2025-02-01');
    expect(parseDateText('2025-01-31')).toBe('2025-01-31');
    expect(parseDateText('')).toBe('');
    expect(parseDateText('31/02/2025')).toBeNull(); // no 31 February
    expect(parseDateText('29/02/2024')).toBe('2024-02-29');
    expect(parseDateText('13/13/2025')).toBeNull();
    expect(parseDateText('31/01')).toBeNull();
    expect(parseDateText('abc')).toBeNull();
    expect(shiftDate('2025-01-31', 1)).toBe('2025-02-01');
    expect(shiftDate('2025-03-01', -1)).toBe('2025-02-28');
  });
});

function Harness({ initial = '', onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">Start</label>
      <DateInput
        id="d"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

describe('DateInput', () => {
  it('shows the ISO value in the language format and hands on what is typed as ISO', () => {
    const onChange = vi.fn();
    render(<Harness initial="2025-01-31" onChange={onChange} />);
    const input = screen.getByLabelText('Start');
    expect(input).toHaveValue('31/01/2025');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    fireEvent.change(input, { target: { value: '05/03/2025' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-03-05');
    // half typed: kept as it is, not handed on
    onChange.mockClear();
    fireEvent.change(input, { target: { value: '05/03/2' } });
    expect(input).toHaveValue('05/03/2');
    expect(onChange).not.toHaveBeenCalled();
    // cleared: ''
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('marks text that is no date once the field is left, with the expected format', () => {
    render(<Harness onChange={vi.fn()} />);
    const input = screen.getByLabelText('Start');
    fireEvent.change(input, { target: { value: '31/02/2025' } });
    expect(input).not.toHaveClass('is-invalid');
    fireEvent.blur(input);
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('d-format-error')).toHaveTextContent('Enter the date as dd/mm/yyyy.');
    expect(input).toHaveAttribute('aria-describedby', 'd-format-error');
    fireEvent.change(input, { target: { value: '28/02/2025' } });
    expect(input).not.toHaveClass('is-invalid');
  });

  it('moves the date by a day with the arrow keys', () => {
    const onChange = vi.fn();
    render(<Harness initial="2025-01-31" onChange={onChange} />);
    const input = screen.getByLabelText('Start');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveValue('01/02/2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-02-01');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith('2025-01-30');
  });

  it('takes a date picked in the calendar, follows a reset from outside and a language switch', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2025-01-31" onChange={onChange} />);
    const input = screen.getByLabelText('Start');
    const button = screen.getByRole('button', { name: 'Choose a date' });
    const picker = screen.getByTestId('d-picker');
    expect(picker).toHaveAttribute('tabindex', '-1');
    expect(picker).toHaveAttribute('aria-hidden', 'true');
    // jsdom has no calendar: the button falls back to focusing the hidden field without throwing
    fireEvent.click(button);
    fireEvent.change(picker, { target: { value: '2025-06-15' } });
    expect(onChange).toHaveBeenLastCalledWith('2025-06-15');
    expect(input).toHaveValue('15/06/2025');
    fireEvent.click(screen.getByText('reset'));
    expect(input).toHaveValue('');
    fireEvent.change(input, { target: { value: '01/02/2025' } });
    await act(() => i18n.changeLanguage('tr'));
    expect(input).toHaveValue('01.02.2025');
    expect(input).toHaveAttribute('placeholder', 'gg.aa.yyyy');
  });
});
