import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, showToasts } from '../../../app/notifications/toasts';
import { hasExtension } from '../../../shared/upload';
import { bannerUrl } from './images';
import { deleteBanner, uploadBanner, type BannerKind } from './bannerApi';

export const BANNER_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const BANNER_TYPES = ['image/jpeg', 'image/png'] as const;
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;

export interface BannerValue {
  bannerId: number | null;
  bannerPreviewId: number | null;
  bannerPath: string | null;
  bannerPreviewPath: string | null;
}

export const NO_BANNER: BannerValue = { bannerId: null, bannerPreviewId: null, bannerPath: null, bannerPreviewPath: null };

/** Why a dropped or chosen file list is refused (a translation key), or null when it is one JPEG or PNG within 5 MB. */
export function bannerFileProblem(files: readonly Pick<File, 'name' | 'type' | 'size'>[]): string | null {
  if (files.length === 0) return null;
  if (files.length > 1) return 'bannerUpload.oneFile';
  const f = files[0];
  const typeOk = f.type === '' ? hasExtension(f.name, BANNER_EXTENSIONS) : (BANNER_TYPES as readonly string[]).includes(f.type);
  if (!typeOk || !hasExtension(f.name, BANNER_EXTENSIONS)) return 'bannerUpload.wrongType';
  if (f.size > BANNER_MAX_BYTES) return 'bannerUpload.tooLarge';
  return null;
}

/**
 * Banner of a content item or campaign (spec 001 §2 "Banner uploader"): one JPEG or PNG, dropped
 * on the 16/9 area or chosen; the server stores it and generates the preview shown here.
 */
export function BannerUploader({
  kind,
  ownerId,
  value,
  onChange,
}: {
  kind: BannerKind;
  ownerId: number;
  value: BannerValue;
  onChange: (v: BannerValue) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [over, setOver] = useState(false);

  const accept = async (list: FileList | null | undefined) => {
    const files = list ? Array.from(list) : [];
    const problem = bannerFileProblem(files);
    if (problem) {
      showToasts([{ type: 'error', key: problem }]);
      return;
    }
    if (files.length === 0) return;
    setBusy(true);
    try {
      const r = await uploadBanner(kind, ownerId, files[0]);
      onChange({ bannerId: r.bannerId, bannerPreviewId: r.bannerPreviewId, bannerPath: r.path, bannerPreviewPath: r.previewPath });
      showToasts([{ type: 'success', key: 'bannerUpload.uploaded' }]);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteBanner(kind, ownerId);
      onChange(NO_BANNER);
    } catch (e) {
      notifyError(e);
    } finally {
      setBusy(false);
    }
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    if (!busy) void accept(e.dataTransfer.files);
  };
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      input.current?.click();
    }
  };
  const preview = bannerUrl(value.bannerPreviewPath ?? value.bannerPath);

  return (
    <fieldset className="mb-3" data-testid="banner-uploader">
      <legend className="form-label fs-6 mb-1">{t('bannerUpload.title')}</legend>
      <div
        role="button"
        tabIndex={0}
        aria-label={t('bannerUpload.drop')}
        aria-busy={busy || undefined}
        className={`inno-banner-drop${over ? ' is-over' : ''}`}
        onClick={() => !busy && input.current?.click()}
        onKeyDown={onKey}
        onDragEnter={(e) => (e.preventDefault(), setOver(true))}
        onDragOver={(e) => e.preventDefault()}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="banner-drop"
      >
        {preview ? (
          <img src={preview} alt={t('bannerUpload.preview')} data-testid="banner-preview" />
        ) : (
          <span className="text-muted px-3 text-center">{busy ? t('global.loading') : t('bannerUpload.drop')}</span>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        className="d-none"
        onChange={(e) => {
          void accept(e.target.files);
          e.target.value = '';
        }}
        data-testid="banner-file"
      />
      <div className="d-flex flex-wrap gap-2 align-items-center mt-1">
        <span className="form-text flex-grow-1 mt-0" data-testid="banner-hint">
          {t('bannerUpload.hint')}
        </span>
        {value.bannerId !== null && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={busy}
            onClick={() => void remove()}
            data-testid="banner-delete"
          >
            {t('bannerUpload.remove')}
          </button>
        )}
      </div>
    </fieldset>
  );
}

export default BannerUploader;
