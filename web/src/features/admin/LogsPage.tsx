import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatDateTime } from '../../shared/format';
import { LOG_LEVELS, formatBytes } from './management';
import { useDownloadLogFileMutation, useLoggersQuery, useLogFilesQuery, useSetLogLevelMutation } from './managementApi';
import { Audits } from './Audits';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/** /admin/logs: the root log level, the log files and the audit events. */
export function LogsPage() {
  const { t } = useTranslation();
  const loggers = useLoggersQuery().data;
  // before an answer (or after a failure, shown by the API client's toast) there is no file to show
  const files = useLogFilesQuery().data ?? [];
  // a level change refreshes the loggers (tag 'Logs')
  const [setLogLevel] = useSetLogLevelMutation();
  const [downloadLogFile] = useDownloadLogFileMutation();

  const levels = loggers?.levels.length ? loggers.levels : [...LOG_LEVELS];

  return (
    <div className="container-xl" data-testid="logs-page">
      <BreadcrumbBar items={[t('admin.title'), t('logs.title')]} />
      <h1 className="h4">{t('logs.title')}</h1>
      <ResponsiveTable label={t('logs.title')} className="table-sm" data-testid="loggers-table">
        <thead>
          <tr>
            <th>{t('logs.name')}</th>
            <th>{t('logs.level')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(loggers?.loggers ?? {}).map(([name, l]) => (
            <tr key={name} data-testid={`logger-${name}`}>
              <td>{name}</td>
              <td>
                <div className="btn-group btn-group-sm" role="group">
                  {levels.map((level) => {
                    const active = l.configuredLevel === level;
                    return (
                      <button
                        key={level}
                        type="button"
                        className={`btn ${active ? 'btn-primary' : 'btn-outline-secondary'}`}
                        aria-pressed={active}
                        onClick={() => void setLogLevel({ name, level })}
                        data-testid={`logger-${name}-${level}`}
                      >
                        {level}
                      </button>
                    );
                  })}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </ResponsiveTable>

      <h2 className="h5">{t('logs.files')}</h2>
      {files.length === 0 ? (
        <RecordNotFound />
      ) : (
        <ResponsiveTable label={t('logs.files')} className="table-sm" data-testid="log-files">
          <tbody>
            {files.map((f) => (
              <tr key={f.name}>
                <td className="font-monospace">{f.name}</td>
                <td>{formatBytes(f.size)}</td>
                <td>{formatDateTime(f.modified)}</td>
                <td>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    onClick={() => void downloadLogFile(f.name)}
                    data-testid={`log-download-${f.name}`}
                  >
                    {t('entity.action.download')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
      <Audits />
    </div>
  );
}

export default LogsPage;
