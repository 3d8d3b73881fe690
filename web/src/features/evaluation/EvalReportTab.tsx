import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/EmptyState';
import { PageSpinner } from '../../shared/PageSpinner';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';
import { useDownloadEvalReportMutation, useEvalReportQuery } from './evaluationApi';
import { formatScore } from './model';
import type { EvalReport } from './types';

type Row = EvalReport['rows'][number];

/**
 * The detail page's Evaluation report tab (the eval types whose report command the state grants the
 * caller): per eval type each question's weighted average, each evaluator's score and comment (a dash
 * before they submit), the overall score; the same report as an Excel file. An evaluator who has not
 * submitted (a juror: whose stage lasts) gets the row with every score hidden (scoresHidden), and is told why.
 */
export function EvalReportTab({
  contributionId,
  contributionType,
  stateId,
}: {
  contributionId: number;
  contributionType: string;
  stateId: number;
}) {
  const { t, i18n } = useTranslation();
  const q = useEvalReportQuery({ contributionId, contributionType, stateId });
  const [download, downloading] = useDownloadEvalReportMutation();
  if (q.isError) return <EmptyState text={t('evaluation.report.unavailable')} testId="eval-report-unavailable" />;
  if (!q.data) return <PageSpinner />;
  const report = q.data;
  return (
    <div data-testid="eval-report">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0">{t('evaluation.report.title')}</h2>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={downloading.isLoading || report.rows.length === 0}
          onClick={() => void download({ contributionId, contributionType, code: report.code, langKey: i18n.language })}
          data-testid="eval-report-excel"
        >
          {t('evaluation.report.excel')}
        </button>
      </div>
      {report.rows.length === 0 && <EmptyState compact text={t('evaluation.report.empty')} testId="eval-report-empty" />}
      {report.rows.map((row) => (
        <ReportRow key={row.juryType} row={row} />
      ))}
    </div>
  );
}

function ReportRow({ row }: { row: Row }) {
  const { t } = useTranslation();
  const id = `eval-report-${row.juryType}`;
  const type = t(`evaluation.evalType.${row.juryType}`);
  return (
    <section className="card mb-3" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
          <h3 className="h6 mb-0" id={`${id}-title`}>
            {type}: {row.juryTitle}
          </h3>
          <span className="fw-semibold" data-testid={`${id}-score`}>
            {t('evaluation.report.overall', { score: formatScore(row.score), max: row.evalOver })}
          </span>
        </div>
        {row.scoresHidden && (
          <p className="text-body-secondary small" data-testid={`${id}-hidden`}>
            {t('evaluation.report.hidden')}
          </p>
        )}
        <ResponsiveTable label={t('evaluation.report.questionsOf', { type })} className="table-sm align-middle">
          <thead>
            <tr>
              <th>{t('evaluation.report.question')}</th>
              <th className="text-end">{t('evaluation.report.weight')}</th>
              <th className="text-end">{t('evaluation.report.average')}</th>
            </tr>
          </thead>
          <tbody>
            {row.questions.map((q, i) => (
              <tr key={q.id} data-testid={`${id}-question-${i + 1}`}>
                <td>{q.question}</td>
                <td className="text-end">{q.weight}</td>
                <td className="text-end" data-testid={`${id}-question-${i + 1}-average`}>
                  {formatScore(q.average)}
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
        <ResponsiveTable label={t('evaluation.report.evaluatorsOf', { type })} className="table-sm align-middle mb-0">
          <thead>
            <tr>
              <th>{t('evaluation.report.evaluator')}</th>
              <th className="text-end">{t('evaluation.report.score')}</th>
              <th>{t('evaluation.report.comment')}</th>
            </tr>
          </thead>
          <tbody>
            {row.juryUserReport.map((u) => (
              <tr key={u.userId} data-testid={`${id}-evaluator-${u.userId}`}>
                <td>{u.fullName}</td>
                <td className="text-end" data-testid={`${id}-evaluator-${u.userId}-score`}>
                  {formatScore(u.score)}
                </td>
                <td>{u.submitted && u.comment ? u.comment : '–'}</td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      </div>
    </section>
  );
}
