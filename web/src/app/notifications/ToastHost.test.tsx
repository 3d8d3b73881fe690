import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'react-toastify';
import { act } from 'react';
import { TOAST_GAP, ToastHost, toastTop } from './ToastHost';

function box(el: Element, top: number, height: number) {
  el.getBoundingClientRect = () => ({
    top,
    bottom: top + height,
    height,
    left: 0,
    right: 100,
    width: 100,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
}

describe('ToastHost', () => {
  it('starts the toasts below the navbar and the breadcrumb bar, at the top once they scrolled away', () => {
    const root = document.createElement('div');
    root.innerHTML = '<header class="inno-header"></header><main><div data-testid="breadcrumb-bar"></div><p></p></main>';
    const [header, bar] = [root.querySelector('header')!, root.querySelector('[data-testid="breadcrumb-bar"]')!];
    box(header, 0, 56);
    box(bar, 72, 40);
    expect(toastTop(root)).toBe(112 + TOAST_GAP);
    // scrolled: both are above the viewport
    box(header, -400, 56);
    box(bar, -328, 40);
    expect(toastTop(root)).toBe(TOAST_GAP);
    // a page without a breadcrumb bar: just under the navbar
    bar.remove();
    box(header, 0, 56);
    expect(toastTop(root)).toBe(56 + TOAST_GAP);
  });

  it('shows the toasts top-right, under the header', async () => {
    const header = document.createElement('header');
    header.className = 'inno-header';
    box(header, 0, 60);
    document.body.appendChild(header);
    const { container } = render(
      <MemoryRouter>
        <ToastHost />
      </MemoryRouter>,
    );
    act(() => void toast.info('hello'));
    await waitFor(() => expect(container.querySelector('.Toastify__toast-container--top-right')).not.toBeNull());
    const host = container.querySelector<HTMLElement>('.Toastify__toast-container--top-right')!;
    await waitFor(() => expect(host.style.top).toBe(`${60 + TOAST_GAP}px`));
    header.remove();
  });
});
