import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../app/notifications/toasts';
import { bannerFileProblem } from './banner';
import { bannerUrl } from './images';
import { useRemoveBannerMutation, useUploadBannerMutation } from './publishingApi';
import { NO_BANNER, type BannerKind, type BannerValue } from './types';

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
  const [over, setOver] = useState(false);
  const [upload, uploading] = useUploadBannerMutation();
  const [removeBanner, removing] = useRemoveBannerMutation();
  const busy = uploading.isLoading || removing.isLoading;

  // A failed call was shown by the API client; the banner stays as it was.
  const accept = async (list: FileList | null | undefined) => {
    const files = list ? Array.from(list) : [];
    const problem = bannerFileProblem(files);
    if (problem) {
      showToasts([{ type: 'error', key: problem }]);
      return;
    }
    if (files.length === 0) return;
    const r = await upload({ kind, ownerId, file: files[0] });
    if (r.data)
      onChange({
        bannerId: r.data.bannerId,
        bannerPreviewId: r.data.bannerPreviewId,
        bannerPath: r.data.path,
        bannerPreviewPath: r.data.previewPath,
      });
  };

  const remove = async () => {
    const r = await removeBanner({ kind, ownerId });
    if (!r.error) onChange(NO_BANNER);
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
