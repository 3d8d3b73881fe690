import api from '../api';

export const USER_MANUAL_PATH = '/api/public/asset/manual/manual-innovation.pdf';

/** Opens the user manual as a PDF in a new window; a failure is only logged (spec 000 §8). */
export async function openUserManual(): Promise<void> {
  // open synchronously (inside the click) so the popup is not blocked, then point it at the PDF
  const win = window.open('', '_blank');
  try {
    const res = await api.blob(USER_MANUAL_PATH, { notify: false });
    const url = URL.createObjectURL(new Blob([res.data], { type: 'application/pdf' }));
    if (win) win.location.href = url;
    else window.open(url, '_blank');
  } catch (e) {
    win?.close();
    console.error('User manual could not be downloaded', e);
  }
}
