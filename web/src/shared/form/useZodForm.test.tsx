import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { CheckField, TextField } from './FormField';
import { decodeMessage, encodeMessage, formErrors, mustBeTrue, sameAs, text } from './schema';
import { useZodForm } from './useZodForm';

vi.mock('../../app/notifications/toasts', () => ({ showToasts: vi.fn(), clearErrorToasts: vi.fn() }));
const { showToasts, clearErrorToasts } = await import('../../app/notifications/toasts');

const schema = z.object({ name: text({ required: true, min: 2, max: 5 }), terms: mustBeTrue() });
type F = z.infer<typeof schema>;

function Form({ save }: { save: (v: F) => Promise<unknown> }) {
  const form = useZodForm(schema, { name: '', terms: false }, { invalidToast: 'demo.invalid' });
  const onSubmit = form.submit(save, { errorKeys: { nameTaken: 'name' } });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField {...form.text('name')} id="name" label="Name" />
      <CheckField {...form.check('terms')} id="terms" label="Terms">
        Terms
      </CheckField>
      <button type="submit">save</button>
    </form>
  );
}

describe('schema messages', () => {
  it('carry the key and its parameters through one string', () => {
    expect(decodeMessage(encodeMessage({ key: 'entity.validation.maxlength', params: { max: 50 } }))).toEqual({
      key: 'entity.validation.maxlength',
      params: { max: 50 },
    });
    expect(decodeMessage('error.tagNameExists')).toEqual({ key: 'error.tagNameExists' });
  });

  it('formErrors answers the first message of each field', () => {
    expect(formErrors(schema, { name: 'x', terms: false })).toEqual({
      name: { key: 'entity.validation.minlength', params: { min: 2 } },
      terms: { key: 'entity.validation.required' },
    });
    expect(formErrors(schema, { name: 'ok', terms: true })).toEqual({});
  });

  it('sameAs puts a mismatch on the confirmation', () => {
    const pw = z.object({ a: z.string(), b: z.string() }).superRefine(sameAs('a', 'b'));
    expect(formErrors(pw, { a: 'x', b: 'y' })).toEqual({ b: { key: 'global.messages.error.dontMatch' } });
    expect(formErrors(pw, { a: 'x', b: 'x' })).toEqual({});
  });
});

describe('useZodForm', () => {
  it('shows nothing before a submit, then the rules with a toast of the form, and saves only valid values', async () => {
    const save = vi.fn(() => Promise.resolve());
    render(<Form save={save} />);
    expect(screen.queryByTestId('name-error')).toBeNull();
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByTestId('name-error')).toHaveTextContent('This field is required.');
    expect(showToasts).toHaveBeenCalledWith([{ type: 'error', key: 'demo.invalid' }]);
    expect(save).not.toHaveBeenCalled();
    expect(clearErrorToasts).not.toHaveBeenCalled();
    // once submitted, a field is checked again as it changes
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Ada' } });
    await waitFor(() => expect(screen.queryByTestId('name-error')).toBeNull());
    fireEvent.click(screen.getByTestId('terms'));
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ name: 'Ada', terms: true }));
    // the successful save clears the earlier "please correct the marked fields" toast
    await waitFor(() => expect(clearErrorToasts).toHaveBeenCalledTimes(1));
  });

  it("puts the server's fieldErrors and a mapped errorKey on their fields", async () => {
    vi.mocked(clearErrorToasts).mockClear();
    const fail = (body: unknown) => () => Promise.reject(Object.assign(new Error('400'), { status: 400, body }));
    const { unmount } = render(<Form save={fail({ fieldErrors: [{ objectName: 'x', field: 'name', message: 'Size' }] })} />);
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByTestId('terms'));
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByTestId('name-error')).toHaveTextContent('Field Name does not meet min/max size requirements!');
    // a refused save keeps the error toasts
    expect(clearErrorToasts).not.toHaveBeenCalled();
    // the server's message goes when the field changes
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Adam' } });
    await waitFor(() => expect(screen.queryByTestId('name-error')).toBeNull());
    unmount();

    render(<Form save={fail({ errorKey: 'nameTaken' })} />);
    fireEvent.change(screen.getByTestId('name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByTestId('terms'));
    fireEvent.click(screen.getByText('save'));
    expect(await screen.findByTestId('name-error')).toHaveTextContent('error.nameTaken'); // no text for this made-up key: the key shows;
  });
});
