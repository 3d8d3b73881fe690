import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../app/notifications/toasts';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { brandImageUrl, bumpBrandVersion, getBrandVersion } from '../../shared/brand';
import { useRestoreBrandImageMutation, useUploadBrandImageMutation } from './brandApi';
import { BRAND_ACCEPT, BRAND_RELOAD_MS, BRAND_SLOTS, firstSelected, isBrandImage, type BrandSelection } from './brand';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/** Reloads the page (a function so tests can replace it). */
export const reloader = { reload: () => window.location.reload() };

/** /brand: the nine brand image slots. */
export function BrandPage() {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<BrandSelection>({});
  const [upload, { isLoading: uploading }] = useUploadBrandImageMutation();
  const [restoreDefault] = useRestoreBrandImageMutation();
  const [version, setVersion] = useState(getBrandVersion());
  const [formKey, setFormKey] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const choose = (slotId: string, file: File | null) => {
    if (file && !isBrandImage(file.name)) {
      showToasts([{ type: 'error', key: 'brand.messages.wrongExtension' }]);
      setSelection((s) => ({ ...s, [slotId]: null }));
      setFormKey((k) => k + 1);
      return;
    }
    setSelection((s) => ({ ...s, [slotId]: file }));
  };

  const reset = () => {
    setSelection({});
    setFormKey((k) => k + 1);
  };

  const save = async () => {
    const chosen = firstSelected(selection);
    if (!chosen) {
      showToasts([{ type: 'error', key: 'brand.messages.unexpectedError' }]);
      return;
    }
    const slot = t(chosen.slot.titleKey);
    if (!isBrandImage(chosen.file.name)) {
      showToasts([{ type: 'error', key: 'brand.messages.wrongExtension' }]);
      return;
    }
    // the API client shows the server's message of a failure; the slot's own message goes with it
    const result = await upload({ fileName: chosen.slot.fileName, file: chosen.file });
    if (result.error) {
      showToasts([{ type: 'error', key: 'brand.messages.uploadError', params: { slot } }]);
    } else {
      setVersion(bumpBrandVersion());
      showToasts([{ type: 'success', key: 'brand.messages.uploadDone', params: { slot } }]);
    }
    // whether it worked or not, the form empties and the page reloads (spec 000 §2)
    reset();
    timer.current = setTimeout(() => reloader.reload(), BRAND_RELOAD_MS);
  };

  // a failure is shown by the API client; the image stays as it was
  const restore = async (fileName: string) => {
    const result = await restoreDefault(fileName);
    if (!result.error) setVersion(bumpBrandVersion());
  };

  return (
    <div className="container-xl" data-testid="brand-page">
      <BreadcrumbBar items={[t('admin.title'), t('brand.title')]} />
      <h1 className="h4">{t('brand.title')}</h1>
      <ResponsiveTable label={t('brand.title')} className="align-middle" key={formKey}>
        <thead>
          <tr>
            <th>{t('brand.slot')}</th>
            <th>{t('brand.current')}</th>
            <th>{t('brand.file')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {BRAND_SLOTS.map((s) => {
            const file = selection[s.id];
            return (
              <tr key={s.id} data-testid={`brand-slot-${s.id}`}>
                <td>
                  <div className="fw-semibold">{t(s.titleKey)}</div>
                  <div className="small text-muted">{s.hint}</div>
                  <div className="small font-monospace">{s.fileName}</div>
                </td>
                <td>
                  <img
                    src={brandImageUrl(s.fileName, version)}
                    alt={t(s.titleKey)}
                    style={{ maxWidth: 160, maxHeight: 60 }}
                    data-testid={`brand-current-${s.id}`}
                  />
                </td>
                <td>
                  <label className="btn btn-sm btn-outline-primary mb-0">
                    {t('entity.action.choose')}
                    <input
                      type="file"
                      accept={BRAND_ACCEPT}
                      hidden
                      onChange={(e) => choose(s.id, e.target.files?.[0] ?? null)}
                      data-testid={`brand-file-${s.id}`}
                    />
                  </label>
                  <span className="ms-2 small" data-testid={`brand-name-${s.id}`}>
                    {file ? file.name : t('brand.noFile')}
                  </span>
                </td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger me-1"
                    disabled={!file}
                    onClick={() => choose(s.id, null)}
                    data-testid={`brand-clear-${s.id}`}
                  >
                    {t('entity.action.delete')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    onClick={() => void restore(s.fileName)}
                    data-testid={`brand-restore-${s.id}`}
                  >
                    {t('entity.action.restoreDefault')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ResponsiveTable>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-primary" disabled={uploading} onClick={() => void save()} data-testid="brand-save">
          {t('entity.action.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={reset} data-testid="brand-reset">
          {t('entity.action.reset')}
        </button>
      </div>
    </div>
  );
}

export default BrandPage;
