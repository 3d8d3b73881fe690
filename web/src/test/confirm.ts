import { fireEvent, screen } from '@testing-library/react';

/** Answers the app's confirmation dialog (shared/ConfirmDialog) and gives back its question. */
export async function answerConfirm(ok: boolean, testId = 'confirm-dialog'): Promise<string> {
  const message = await screen.findByTestId(`${testId}-message`);
  const text = message.textContent ?? '';
  fireEvent.click(screen.getByTestId(`${testId}-${ok ? 'confirm' : 'cancel'}`));
  return text;
}
