import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pager } from './Pager';
import { RecordNotFound } from './RecordNotFound';

describe('Pager component', () => {
  it('renders the buttons and reports the chosen page', () => {
    const onSelect = vi.fn();
    render(<Pager activePage={10} totalItems={200} itemsPerPage={10} onSelect={onSelect} />);
    expect(screen.getByTestId('item-count')).toHaveTextContent('Showing 91 - 100 of 200 items.');
    expect(screen.getAllByRole('button').filter((b) => /^\d+$/.test(b.textContent ?? ''))).toHaveLength(5);
    fireEvent.click(screen.getByTestId('pager-page-11'));
    expect(onSelect).toHaveBeenLastCalledWith(11);
    fireEvent.click(screen.getByTestId('pager-first'));
    expect(onSelect).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByTestId('pager-last'));
    expect(onSelect).toHaveBeenLastCalledWith(20);
    fireEvent.click(screen.getByTestId('pager-previous'));
    expect(onSelect).toHaveBeenLastCalledWith(9);
  });

  it('disables previous and first on the first page', () => {
    render(<Pager activePage={1} totalItems={0} onSelect={vi.fn()} />);
    expect(screen.getByTestId('pager-first')).toBeDisabled();
    expect(screen.getByTestId('pager-next')).toBeDisabled();
  });
});

describe('RecordNotFound', () => {
  it('says Record not found', () => {
    render(<RecordNotFound />);
    expect(screen.getByTestId('record-not-found')).toHaveTextContent('Record not found');
  });
});
