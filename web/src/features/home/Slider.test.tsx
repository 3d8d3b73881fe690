import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Slider } from './Slider';
import { SlideSummary } from './SlideSummary';

const width = window.innerWidth;
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
});

function resize(w: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });
  window.dispatchEvent(new Event('resize'));
}

const slides = (n: number) => Array.from({ length: n }, (_, i) => <div key={i}>Slide {i + 1}</div>);

describe('Slider', () => {
  it('shows as many items as the window width allows, following resizes', () => {
    resize(1280);
    render(
      <Slider id="s" title="Latest">
        {slides(5)}
      </Slider>,
    );
    const s = screen.getByTestId('s');
    expect(s.dataset.items).toBe('3');
    expect(screen.getAllByTestId('s-item').filter((e) => !e.getAttribute('aria-hidden'))).toHaveLength(3);
    act(() => resize(800));
    expect(s.dataset.items).toBe('2');
    expect(s.dataset.device).toBe('tablet');
    act(() => resize(375));
    expect(s.dataset.items).toBe('1');
    expect(screen.getAllByTestId('s-item').filter((e) => !e.getAttribute('aria-hidden'))).toHaveLength(1);
  });

  it('the content slider moves 3 at a time and stops at the last full view', () => {
    resize(1280);
    render(
      <Slider id="c" title="Latest" moveBy={3}>
        {slides(8)}
      </Slider>,
    );
    const s = screen.getByTestId('c');
    expect(screen.getByTestId('c-previous')).toBeDisabled();
    fireEvent.click(screen.getByTestId('c-next'));
    expect(s.dataset.index).toBe('3');
    fireEvent.click(screen.getByTestId('c-next'));
    expect(s.dataset.index).toBe('5');
    expect(screen.getByTestId('c-next')).toBeDisabled();
    fireEvent.click(screen.getByTestId('c-previous'));
    expect(s.dataset.index).toBe('2');
  });

  it('has no buttons when everything fits', () => {
    resize(1280);
    render(
      <Slider id="f" title="Few">
        {slides(3)}
      </Slider>,
    );
    expect(screen.queryByTestId('f-next')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Few' })).toBeInTheDocument();
  });
});

describe('SlideSummary', () => {
  it('cuts at 200 characters and at 500 once expanded', () => {
    const text = 'x'.repeat(600);
    render(<SlideSummary text={text} />);
    expect(screen.getByTestId('slide-summary-text').textContent).toBe(`${'x'.repeat(200)}…`);
    fireEvent.click(screen.getByTestId('slide-summary-toggle'));
    expect(screen.getByTestId('slide-summary-text').textContent).toBe(`${'x'.repeat(500)}…`);
    expect(screen.getByTestId('slide-summary-toggle')).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByTestId('slide-summary-toggle'));
    expect(screen.getByTestId('slide-summary-text').textContent).toHaveLength(201);
  });

  it('a short summary is shown whole without a toggle', () => {
    render(<SlideSummary text={'y'.repeat(200)} />);
    expect(screen.getByTestId('slide-summary-text').textContent).toBe('y'.repeat(200));
    expect(screen.queryByTestId('slide-summary-toggle')).toBeNull();
  });
});
