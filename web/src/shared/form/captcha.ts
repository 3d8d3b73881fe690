import { useCallback, useEffect, useRef, useState } from 'react';
import api from '../../app/api';

export interface Captcha {
  captchaToken: string;
  captchaImage: string;
}

/** POST /api/captcha/refresh {token: previous or ''} → a new form captcha (registration, reset, contact). */
export async function fetchFormCaptcha(previousToken: string | null): Promise<Captcha> {
  const res = await api.post<Captcha>('/api/captcha/refresh', { token: previousToken ?? '' });
  return res.data;
}

export interface FormCaptcha {
  /** null until the first captcha arrived */
  token: string | null;
  image: string | null;
  /** asks for a new captcha (the previous token is handed back) */
  refresh: () => Promise<void>;
}

/** A form captcha, loaded on mount and refreshed on demand (e.g. after a failed submit). */
export function useFormCaptcha(): FormCaptcha {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const tokenRef = useRef<string | null>(null);
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const next = await fetchFormCaptcha(tokenRef.current);
      tokenRef.current = next.captchaToken;
      if (mounted.current) setCaptcha(next);
    } catch {
      // the API client already showed the failure
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void refresh();
    return () => {
      mounted.current = false;
    };
  }, [refresh]);

  return { token: captcha?.captchaToken ?? null, image: captcha?.captchaImage ?? null, refresh };
}
