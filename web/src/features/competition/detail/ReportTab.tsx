import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../shared/PageSpinner';
import { RecordNotFound } from '../../../shared/RecordNotFound';
import { ResponsiveTable } from '../../../shared/ResponsiveTable/ResponsiveTable';
import { useCompetitionEvalReportQuery, useDownloadCompetitionEvalReportMutation } from '../competitionApi';
import type { Competition } from '../types';
import { scoreText } from './IdeasManageTab';

/** The eval-report tab: per idea and jury the score and each juror's score and comment (−1: a dash), and the Excel download. */
export function ReportTab({ competition: c }: { competition: Competition }) {
  const { t, i18n } = useTranslation();
  const report = useCompetitionEvalReportQuery({ id: c.id, state: c.competitionState });
  const [download, downloading] = useDownloadCompetitionEvalReportMutation();
  const rows = report.data;
  return (
    <div data-testid="competition-report">
      <div className="d-flex justify-content-end mb-2">
        <button
          type="button"
          className="btn btn-outline-success btn-sm"
          disabled={downloading.isLoading}
          onClick={() => void download({ id: c.id, code: c.code, langKey: i18n.language })}
          data-testid="competition-report-excel"
        >
          {t('competition.report.excel')}
        </button>
      </div>
      {!rows && !report.isError && <PageSpinner />}
      {(report.isError || (rows && rows.length === 0)) && <RecordNotFound />}
      {rows && rows.length > 0 && (
        <ResponsiveTable label={t('competition.tabs.eval-report')} data-testid="competition-report-table">
          <thead>
            <tr>
              <th scope="col">{t('competition.idea.code')}</th>
              <th scope="col">{t('competition.idea.title')}</th>
              <th scope="col">{t('competition.report.jury')}</th>
              <th scope="col">{t('competition.report.score')}</th>
              <th scope="col">{t('competition.report.jurors')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.ideaId}-${r.juryType}`} data-testid={`competition-report-${r.code}-${r.juryType}`}>
                <td>{r.code}</td>
                <td>{r.title}</td>
                <td>
                  {t(`competition.jury.${r.juryType}`)} – {r.juryTitle}
                </td>
                <td data-testid="competition-report-score">{scoreText(r.score)}</td>
                <td>
                  <ul className="list-unstyled mb-0">
                    {r.juryUserReport.map((u) => (
                      <li key={u.userId}>
                        {u.fullName}: {scoreText(u.score)}
                        {u.comment ? ` – ${u.comment}` : ''}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
    </div>
  );
}
