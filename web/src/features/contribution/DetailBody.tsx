import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../shared/html/SafeHtml';
import { answerText, labelOf } from './extraInputs';
import type { ContributionDetail } from './types';

/** Summary, body and the answered extra inputs (the details tab). */
export function DetailBody({ detail, lang }: { detail: ContributionDetail; lang: string }) {
  const { t } = useTranslation();
  // unanswered inputs are left out
  const answered = detail.extraInputs.filter((i) => i.value !== '' || i.values.length > 0);
  return (
    <>
      {detail.summary && (
        <p className="lead" data-testid="contribution-detail-summary">
          {detail.summary}
        </p>
      )}
      {detail.body && <SafeHtml className="inno-static-content mb-3" data-testid="contribution-detail-body" html={detail.body} />}
      {answered.length > 0 && (
        <dl className="row mx-0 border-top pt-3" data-testid="contribution-detail-extra-inputs">
          {answered.map((i) => (
            <Fragment key={i.id}>
              <dt className="col-sm-4">{labelOf(i, lang).label}</dt>
              <dd className="col-sm-8" data-testid={`contribution-detail-answer-${i.id}`}>
                {i.inputType === 'RICH_TEXT' ? (
                  <SafeHtml html={i.value} />
                ) : (
                  answerText(i, t('contribution.extraInput.yes'), t('contribution.extraInput.no'), lang)
                )}
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </>
  );
}
