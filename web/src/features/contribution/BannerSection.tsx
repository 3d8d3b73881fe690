import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, showToasts } from '../../app/notifications/toasts';
import { errorKeyOf } from '../../shared/form/validation';
import { useDeleteContributionBannerMutation, useUploadContributionBannerMutation } from './contributionApi';
import { imageUrl } from './paths';

export interface Banner {
  bannerId: number | null;
  /** the path shown: the preview when known, else the banner itself */
  path: string | null;
}

/**
 * Banner image of a contribution: upload (JPEG or PNG), preview, delete. The whole section
 * disappears when the life cycle has banners off (the upload answers 400 bannerDisabled).
 */
export function BannerSection({ contributionId, initial }: { contributionId: number; initial: Banner }) {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<Banner>(initial);
  const [disabled, setDisabled] = useState(false);
  const [uploadBanner, uploading] = useUploadContributionBannerMutation();
  const [deleteBanner, deleting] = useDeleteContributionBannerMutation();
  const busy = uploading.isLoading || deleting.isLoading;

  if (disabled) return null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const result = await uploadBanner({ contributionId, file });
    if ('data' in result && result.data) {
      setBanner({ bannerId: result.data.bannerId, path: result.data.previewPath || result.data.path });
      showToasts([{ type: 'success', key: 'contribution.banner.uploaded' }]);
    } else if ('error' in result) {
      // a quiet call: its failure is shown here, unless it says banners are off
      if (errorKeyOf(result.error) === 'bannerDisabled') setDisabled(true);
      else notifyError(result.error);
    }
  };

  const remove = async () => {
    if (banner.bannerId === null) return;
    const result = await deleteBanner({ contributionId, bannerId: banner.bannerId });
    if (!('error' in result)) setBanner({ bannerId: null, path: null });
  };

  const src = imageUrl(banner.path);
  return (
    <fieldset className="mb-3" data-testid="contribution-banner">
      <legend className="form-label fs-6">{t('contribution.banner.title')}</legend>
      {src && (
        <div className="mb-2">
          <img
            src={src}
            alt={t('contribution.banner.title')}
            className="img-thumbnail"
            style={{ maxHeight: '10rem' }}
            data-testid="contribution-banner-image"
          />
        </div>
      )}
      <div className="d-flex gap-2 align-items-center">
        <input
          type="file"
          accept="image/png,image/jpeg"
          className="form-control"
          disabled={busy}
          aria-label={t('contribution.banner.upload')}
          onChange={(e) => {
            void upload(e.target.files?.[0]);
            e.target.value = '';
          }}
          data-testid="contribution-banner-file"
        />
        {banner.bannerId !== null && (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            onClick={() => void remove()}
            data-testid="contribution-banner-delete"
          >
            {t('entity.action.delete')}
          </button>
        )}
      </div>
      <div className="form-text">{t('contribution.banner.help')}</div>
    </fieldset>
  );
}

export default BannerSection;
