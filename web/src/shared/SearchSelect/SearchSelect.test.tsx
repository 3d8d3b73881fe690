import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Controller, useForm } from 'react-hook-form';
import { SearchSelect, type SelectOption } from './SearchSelect';

const ROLES: SelectOption[] = [
  { value: 'MENTOR', label: 'Mentor' },
  { value: 'EXPERT', label: 'Expert' },
  { value: 'OWNER', label: 'Owner' },
  { value: 'CO_OWNER', label: 'Co-owner' },
  { value: 'MANAGER', label: 'Ünit manager' },
];

function Multi({ onChange, initial = [] }: { onChange: (v: string[]) => void; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <label htmlFor="roles">Roles</label>
      <SearchSelect
        id="roles"
        multiple
        options={ROLES}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </>
  );
}

const menuItems = () => within(screen.getByRole('listbox')).queryAllByRole('option');

describe('SearchSelect', () => {
  it('multiple: every option shows, typing narrows them, chosen ones become tokens that can be removed', async () => {
    const onChange = vi.fn();
    render(<Multi onChange={onChange} />);
    const input = screen.getByLabelText('Roles');
    expect(input).toHaveAttribute('placeholder', 'Type to search…');
    fireEvent.focus(input);
    fireEvent.click(input);
    await waitFor(() => expect(menuItems()).toHaveLength(5));
    fireEvent.change(input, { target: { value: 'exp' } });
    await waitFor(() => expect(menuItems().map((o) => o.textContent)).toEqual(['Expert']));
    fireEvent.click(screen.getByTestId('roles-option-EXPERT'));
    expect(onChange).toHaveBeenLastCalledWith(['EXPERT']);
    expect(screen.getByTestId('roles-token-EXPERT')).toHaveTextContent('Expert');
    // diacritics do not matter: "unit" finds "Ünit manager"
    fireEvent.change(input, { target: { value: 'unit' } });
    await waitFor(() => expect(menuItems().map((o) => o.textContent)).toEqual(['Ünit manager']));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['EXPERT', 'MANAGER']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Expert' }));
    expect(onChange).toHaveBeenLastCalledWith(['MANAGER']);
    expect(screen.queryByTestId('roles-token-EXPERT')).toBeNull();
  });

  it('single: one value, the keyboard chooses, nothing found says so', async () => {
    const onChange = vi.fn();
    function Single() {
      const [value, setValue] = useState('OWNER');
      return (
        <>
          <label htmlFor="role">Role</label>
          <SearchSelect
            id="role"
            options={ROLES}
            value={value}
            onChange={(v) => {
              setValue(v);
              onChange(v);
            }}
          />
        </>
      );
    }
    render(<Single />);
    const input = screen.getByLabelText('Role');
    expect(input).toHaveValue('Owner');
    fireEvent.change(input, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveTextContent('No matches.'));
    fireEvent.change(input, { target: { value: 'men' } });
    await waitFor(() => expect(menuItems()).toHaveLength(1));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('MENTOR');
    expect(input).toHaveValue('Mentor');
  });

  it('works as a react-hook-form Controller field', async () => {
    const submitted = vi.fn();
    function Form() {
      const { control, handleSubmit } = useForm<{ roles: string[] }>({ defaultValues: { roles: ['OWNER'] } });
      return (
        <form onSubmit={(e) => void handleSubmit(submitted)(e)}>
          <label htmlFor="f-roles">Roles</label>
          <Controller
            name="roles"
            control={control}
            render={({ field }) => <SearchSelect id="f-roles" multiple options={ROLES} {...field} />}
          />
          <button type="submit">save</button>
        </form>
      );
    }
    render(<Form />);
    expect(screen.getByTestId('f-roles-token-OWNER')).toBeInTheDocument();
    const input = screen.getByLabelText('Roles');
    fireEvent.change(input, { target: { value: 'ment' } });
    await waitFor(() => expect(menuItems()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('f-roles-option-MENTOR'));
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ roles: ['OWNER', 'MENTOR'] }, expect.anything()));
  });

  it('marks the field invalid and points at its message', () => {
    render(
      <>
        <label htmlFor="x">X</label>
        <SearchSelect id="x" options={ROLES} value="" onChange={vi.fn()} invalid describedBy="x-error" />
      </>,
    );
    const input = screen.getByLabelText('X');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'x-error');
    expect(input).toHaveClass('is-invalid');
  });
});
