import { useTranslation } from 'react-i18next';
import type { FormCaptcha } from './captcha';
import { FieldFeedback, FieldLabel } from './FormField';
import type { FieldMessage } from './validation';

export interface CaptchaFieldProps {
  /** id of the answer input; the image and the button get `${id}-image` and `${id}-refresh` */
  id: string;
  captcha: FormCaptcha;
  value: string;
  onChange: (value: string) => void;
  error?: FieldMessage;
  label: string;
}

/** Captcha image, refresh button and the answer field. */
export function CaptchaField({ id, captcha, value, onChange, error, label }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-3" data-testid={`${id}-block`}>
      <FieldLabel htmlFor={id} label={label} required />
      <div className="d-flex align-items-center gap-2 mb-2">
        {captcha.image ? (
          <img
            src={captcha.image}
            alt={t('captcha.image')}
            data-testid={`${id}-image`}
            className="border rounded"
            style={{ maxHeight: 60 }}
          />
        ) : (
          <span className="spinner-border spinner-border-sm text-secondary" role="status" aria-label={t('global.loading')} />
        )}
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => {
            onChange('');
            void captcha.refresh();
          }}
          data-testid={`${id}-refresh`}
        >
          {t('captcha.refresh')}
        </button>
      </div>
      <input
        id={id}
        name={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        data-testid={id}
      />
      <div className="form-text" id={`${id}-hint`}>
        {t('captcha.hint')}
      </div>
      <FieldFeedback id={id} message={error} label={label} />
    </div>
  );
}
