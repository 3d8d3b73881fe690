import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ResponsiveTable } from './ResponsiveTable';
import { SortHeader } from './SortHeader';

function Rows() {
  const [rows, setRows] = useState(['ada']);
  return (
    <>
      <button type="button" onClick={() => setRows((r) => [...r, 'umut'])}>
        more
      </button>
      <ResponsiveTable label="Users" className="table-sm" data-testid="t">
        <thead>
          <tr>
            <th>Login</th>
            <th>E-mail</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r}>
              <td>{r}</td>
              <td>{r}@inno.example</td>
              <td>
                <button type="button">Edit</button>
              </td>
            </tr>
          ))}
          <tr>
            <td colSpan={3}>total</td>
          </tr>
        </tbody>
      </ResponsiveTable>
    </>
  );
}

describe('ResponsiveTable', () => {
  it('is a named, focusable scrolling region around a stacking table', () => {
    render(<Rows />);
    const region = screen.getByRole('region', { name: 'Users' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('table-responsive');
    expect(screen.getByTestId('t')).toHaveClass('table', 'inno-table-stack', 'table-sm');
  });

  it('labels each cell with its column header, also for rows added later; not empty headers or spanning cells', async () => {
    render(<Rows />);
    expect(screen.getByText('ada').closest('td')).toHaveAttribute('data-label', 'Login');
    expect(screen.getByText('ada@inno.example').closest('td')).toHaveAttribute('data-label', 'E-mail');
    expect(screen.getAllByRole('button', { name: 'Edit' })[0].closest('td')).not.toHaveAttribute('data-label');
    expect(screen.getByText('total').closest('td')).not.toHaveAttribute('data-label');
    fireEvent.click(screen.getByText('more'));
    await waitFor(() => expect(screen.getByText('umut@inno.example').closest('td')).toHaveAttribute('data-label', 'E-mail'));
  });

  it('narrow="scroll" keeps the columns', () => {
    render(
      <ResponsiveTable label="Wide" narrow="scroll" data-testid="w">
        <tbody>
          <tr>
            <td>x</td>
          </tr>
        </tbody>
      </ResponsiveTable>,
    );
    expect(screen.getByTestId('w')).not.toHaveClass('inno-table-stack');
  });
});

describe('SortHeader', () => {
  it('is a button in the header that says the order', () => {
    const onSort = vi.fn();
    render(
      <table>
        <thead>
          <tr>
            <SortHeader label="Login" order="asc" onSort={onSort} data-testid="sort-login" />
            <SortHeader label="Name" order={null} onSort={onSort} />
          </tr>
        </thead>
      </table>,
    );
    const button = screen.getByRole('button', { name: 'Login ▲' });
    expect(button).toHaveAttribute('data-testid', 'sort-login');
    expect(button.closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Name' }).closest('th')).not.toHaveAttribute('aria-sort');
    fireEvent.click(button);
    expect(onSort).toHaveBeenCalledOnce();
  });
});
