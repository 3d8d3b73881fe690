/**
 * The form captcha of registration, password reset and the contact form: POST /api/captcha/refresh
 * {token: the previous one or ''} answers a new captcha. A captcha is used once, so each form shows a
 * new one when it opens and asks for another after a failed submit.
 */
import { useCallback, useState } from 'react';
import { api } from '../../app/api/baseApi';
import type { Schemas } from '../../app/api/types';

export type Captcha = Schemas['Challenge'];

interface CaptchaArgs {
  /** the token handed back, so the server forgets it ('' for the first) */
  previous: string;
  /** one more for each refresh: every refresh is a new request, even when the token repeats */
  n: number;
}

const captchaApi = api.injectEndpoints({
  endpoints: (build) => ({
    formCaptcha: build.query<Captcha, CaptchaArgs>({
      query: ({ previous }) => ({ url: '/api/captcha/refresh', method: 'POST', body: { token: previous } }),
      // a captcha answered once is worthless: never served again from the cache
      keepUnusedDataFor: 0,
    }),
  }),
});

export interface FormCaptcha {
  /** null until the first captcha arrived */
  token: string | null;
  image: string | null;
  /** asks for a new captcha (the previous token is handed back) */
  refresh: () => void;
}

/** A form captcha, asked for when the form opens and again on refresh (e.g. after a failed submit). */
export function useFormCaptcha(): FormCaptcha {
  const [args, setArgs] = useState<CaptchaArgs>({ previous: '', n: 0 });
  // a new form always gets a new captcha, never one another form already showed
  const { data } = captchaApi.useFormCaptchaQuery(args, { refetchOnMountOrArgChange: true });
  const token = data?.captchaToken ?? null;
  const refresh = useCallback(() => setArgs((a) => ({ previous: token ?? a.previous, n: a.n + 1 })), [token]);
  return { token, image: data?.captchaImage ?? null, refresh };
}
