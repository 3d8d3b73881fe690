import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, showToasts } from '../../app/notifications/toasts';
import { isLanguageCode, isLanguageFile } from './languageAdmin';
import { useAddLanguageMutation, useUploadLanguageFileMutation, type LanguageScope } from './languageAdminApi';
import { useReloadLater } from './reloadLater';

/**
 * The one upload flow of both cards: a .json file only; then 200 → a success toast and a reload after
 * 5 s, else the page's error toast with the server's message.
 */
function useUploadFlow() {
  const [busy, setBusy] = useState(false);
  const reloadLater = useReloadLater();
  const run = async (lang: string, file: File, upload: () => Promise<unknown>) => {
    if (!isLanguageFile(file.name)) {
      showToasts([{ type: 'error', key: 'global.assetUploadForm.errorExt', params: { ext: 'json' } }]);
      return;
    }
    setBusy(true);
    try {
      await upload();
      showToasts([{ type: 'success', key: 'languageAdmin.messages.uploaded', params: { lang } }]);
      reloadLater();
    } catch (e) {
      showToasts([{ type: 'error', key: 'languageAdmin.messages.uploadError', params: { lang } }]);
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Upload a whole language file for the chosen language. */
export function LanguageUpload({ scope, lang }: { scope: LanguageScope; lang: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const { busy, run } = useUploadFlow();
  const [uploadLanguageFile] = useUploadLanguageFileMutation();
  return (
    <div className="card card-body mb-3" data-testid="language-upload">
      <h2 className="h6">{t('languageAdmin.upload.title', { lang })}</h2>
      <input
        type="file"
        accept=".json,application/json"
        className="form-control mb-2"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        data-testid="language-upload-file"
        aria-label={t('languageAdmin.upload.title', { lang })}
      />
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={!file || busy}
        onClick={() => file && void run(lang, file, () => uploadLanguageFile({ scope, lang, file }).unwrap())}
        data-testid="language-upload-submit"
      >
        {t('entity.action.upload')}
      </button>
    </div>
  );
}

/** A new language: upload its file, then add it to the configured locales. */
export function AddLanguage({ scope, locales }: { scope: LanguageScope; locales: string[] }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { busy, run } = useUploadFlow();
  const [addLanguage] = useAddLanguageMutation();
  const codeOk = isLanguageCode(code) && !locales.includes(code.trim());

  const add = () => {
    const lang = code.trim();
    if (!codeOk || !file) return;
    void run(lang, file, () => addLanguage({ scope, lang, file, locales: [...locales, lang] }).unwrap());
  };

  return (
    <div className="card card-body mb-3" data-testid="language-add">
      <h2 className="h6">{t('languageAdmin.add.title')}</h2>
      <div className="input-group mb-2">
        <input
          className={`form-control${code && !codeOk ? ' is-invalid' : ''}`}
          placeholder="de"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-label={t('languageAdmin.add.code')}
          data-testid="language-add-code"
        />
        <input
          type="file"
          accept=".json,application/json"
          className="form-control"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-label={t('languageAdmin.add.file')}
          data-testid="language-add-file"
        />
      </div>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={!codeOk || !file || busy}
        onClick={add}
        data-testid="language-add-submit"
      >
        {t('languageAdmin.add.submit')}
      </button>
    </div>
  );
}
