import { afterEach, describe, expect, it } from 'vitest';
import { installFocusTrap, tabbables, trapTab } from './focusTrap';

function dialog() {
  document.body.innerHTML = `
    <a href="/behind" id="behind">behind</a>
    <div class="modal show" role="dialog" tabindex="-1" id="dialog">
      <button type="button" id="close">×</button>
      <input id="name" />
      <button type="button" id="off" disabled>off</button>
      <span tabindex="-1" id="skip">not tabbable</span>
      <button type="submit" id="ok">OK</button>
    </div>`;
  return (id: string) => document.getElementById(id)!;
}

function tab(shiftKey = false) {
  const e = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  const moved = trapTab(e);
  return { moved, prevented: e.defaultPrevented };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focus trap of the open dialog', () => {
  it('lists what Tab reaches inside the dialog', () => {
    dialog();
    expect(tabbables(document.getElementById('dialog')!).map((e) => e.id)).toEqual(['close', 'name', 'ok']);
  });

  it('Tab on the last control goes to the first, Shift+Tab on the first to the last', () => {
    const $ = dialog();
    $('ok').focus();
    expect(tab()).toEqual({ moved: true, prevented: true });
    expect(document.activeElement).toBe($('close'));
    expect(tab(true)).toEqual({ moved: true, prevented: true });
    expect(document.activeElement).toBe($('ok'));
  });

  it('leaves Tab between the controls to the browser', () => {
    const $ = dialog();
    $('close').focus();
    expect(tab()).toEqual({ moved: false, prevented: false });
    $('name').focus();
    expect(tab(true)).toEqual({ moved: false, prevented: false });
  });

  it('brings a focus outside back in; Shift+Tab from the dialog itself goes to the last control', () => {
    const $ = dialog();
    $('behind').focus();
    tab();
    expect(document.activeElement).toBe($('close'));
    $('dialog').focus();
    tab(true);
    expect(document.activeElement).toBe($('ok'));
  });

  it('does nothing without an open dialog, and once uninstalled', () => {
    document.body.innerHTML = '<a href="/a" id="a">a</a><div class="modal" role="dialog"><button id="b">b</button></div>';
    document.getElementById('a')!.focus();
    expect(tab()).toEqual({ moved: false, prevented: false });
    const $ = dialog();
    const uninstall = installFocusTrap();
    $('ok').focus();
    $('ok').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe($('close'));
    uninstall();
    $('ok').focus();
    $('ok').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe($('ok'));
  });
});
