import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { PasswordInput } from './PasswordInput';

function Harness() {
  const [v, setV] = useState('');
  return <PasswordInput value={v} onChange={setV} label="Password" data-testid="pw" />;
}

describe('PasswordInput', () => {
  it('toggles visibility and updates the checklist', () => {
    render(<Harness />);
    const input = screen.getByTestId('pw');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByTestId('password-toggle'));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByTestId('password-toggle'));
    expect(input).toHaveAttribute('type', 'password');

    fireEvent.change(input, { target: { value: 'Abcdefg1!' } });
    for (const rule of ['length', 'uppercase', 'lowercase', 'digit', 'special']) {
      expect(screen.getByTestId(`password-rule-${rule}`)).toHaveAttribute('data-ok', 'true');
    }
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-bars', '5');

    fireEvent.change(input, { target: { value: 'abc' } });
    expect(screen.getByTestId('password-rule-uppercase')).toHaveAttribute('data-ok', 'false');
    expect(screen.getByTestId('password-strength')).toHaveAttribute('data-score', '10');
    expect(screen.getByLabelText('Password')).toBe(input);
  });
});
