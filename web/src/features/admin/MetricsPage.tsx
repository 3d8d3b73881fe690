import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { formatMetric, formatUptime, statusColor } from './management';
import { useHealthQuery, useMetricsQuery } from './managementApi';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/** /admin/metrics: GET /management/jhimetrics and the health components of GET /management/health. */
export function MetricsPage() {
  const { t } = useTranslation();
  const metricsQuery = useMetricsQuery();
  const healthQuery = useHealthQuery();
  const metrics = metricsQuery.data;
  const health = healthQuery.data;
  const refresh = () => {
    void metricsQuery.refetch();
    void healthQuery.refetch();
  };

  const table = (title: string, data: Record<string, number | string>, id: string) => (
    <div className="col-md-6 col-lg-4">
      <div className="card mb-3" data-testid={`metrics-${id}`}>
        <div className="card-header">{title}</div>
        <ResponsiveTable label={title} className="table-sm mb-0">
          <tbody>
            {Object.entries(data).map(([k, v]) => (
              <tr key={k}>
                <td>{k}</td>
                <td className="text-end font-monospace">{formatMetric(k, v)}</td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      </div>
    </div>
  );

  return (
    <div className="container-xl" data-testid="metrics-page">
      <BreadcrumbBar items={[t('admin.title'), t('metrics.title')]}>
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={refresh} data-testid="metrics-refresh">
          {t('entity.action.refresh')}
        </button>
      </BreadcrumbBar>
      <h1 className="h4">{t('metrics.title')}</h1>
      {health && (
        <div className="mb-3" data-testid="metrics-health">
          <span className={`badge text-bg-${statusColor(health.status)} me-2`}>
            {t('metrics.health')}: {health.status}
          </span>
          {Object.entries(health.components).map(([name, c]) => (
            <span key={name} className={`badge text-bg-${statusColor(c.status)} me-2`} data-testid={`health-${name}`}>
              {name}: {c.status}
            </span>
          ))}
        </div>
      )}
      {metrics && (
        <>
          <div className="row mb-3">
            <div className="col-sm-4">
              <div className="card card-body text-center">
                <div className="small text-muted">{t('metrics.uptime')}</div>
                <div className="fs-4" data-testid="metrics-uptime">
                  {formatUptime(metrics.uptimeSeconds)}
                </div>
              </div>
            </div>
            <div className="col-sm-4">
              <div className="card card-body text-center">
                <div className="small text-muted">{t('metrics.requests')}</div>
                <div className="fs-4" data-testid="metrics-requests">
                  {metrics.http.requests}
                </div>
              </div>
            </div>
            <div className="col-sm-4">
              <div className="card card-body text-center">
                <div className="small text-muted">{t('metrics.byStatus')}</div>
                <div data-testid="metrics-by-status">
                  {Object.entries(metrics.http.byStatus).map(([code, n]) => (
                    <span key={code} className="badge text-bg-light me-1">
                      {code}: {n}
                    </span>
                  ))}
                </div>
              </div>
            </div>
          </div>
          <div className="row">
            {table(t('metrics.runtime'), metrics.runtime, 'runtime')}
            {table(t('metrics.database'), metrics.database, 'database')}
          </div>
          <h2 className="h5">{t('metrics.routes')}</h2>
          <ResponsiveTable label={t('metrics.routes')} className="table-sm table-striped" data-testid="metrics-routes">
            <thead>
              <tr>
                <th>{t('metrics.method')}</th>
                <th>{t('metrics.route')}</th>
                <th className="text-end">{t('metrics.count')}</th>
                <th className="text-end">{t('metrics.mean')}</th>
              </tr>
            </thead>
            <tbody>
              {metrics.http.routes.map((r) => (
                <tr key={`${r.method} ${r.route}`}>
                  <td>{r.method}</td>
                  <td className="font-monospace small">{r.route}</td>
                  <td className="text-end">{r.count}</td>
                  <td className="text-end">{formatMetric('meanMs', r.meanMs)}</td>
                </tr>
              ))}
            </tbody>
          </ResponsiveTable>
        </>
      )}
    </div>
  );
}

export default MetricsPage;
