import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../shared/RichTextEditor/RichTextEditor';
import { BannerUploader } from '../../publishing/BannerUploader';
import type { BannerValue } from '../../publishing/types';
import { useUpdateCompetitionMutation } from '../competitionApi';
import { payloadOf } from '../model';
import type { Competition } from '../types';
import { StepNav } from './StepNav';
import { stepPath } from './WizardPage';

/** Step 2: the banner (drag-and-drop, jpeg or png, 16/9) and the rich body. */
export function StepBody({ competition: c }: { competition: Competition }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<BannerValue>({
    bannerId: c.bannerId,
    bannerPreviewId: c.bannerPreviewId,
    bannerPath: c.bannerPath,
    bannerPreviewPath: c.bannerPreviewPath,
  });
  const [body, setBody] = useState(c.body);
  const [update, updated] = useUpdateCompetitionMutation();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const result = await update(payloadOf(c, { body }));
    if ('data' in result) void navigate(stepPath(3, c.id));
  };
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="competition-step-2-form">
      <div className="mb-3">
        <span className="form-label d-block">{t('competition.banner')}</span>
        <BannerUploader kind="competition" ownerId={c.id} value={banner} onChange={setBanner} />
      </div>
      <div className="mb-3">
        <span className="form-label d-block">{t('competition.body')}</span>
        <RichTextEditor id="competition-body" label={t('competition.body')} value={body} onChange={setBody} />
      </div>
      <StepNav back={stepPath(1, c.id)} busy={updated.isLoading} />
    </form>
  );
}
