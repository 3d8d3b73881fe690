import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../app/notifications/toasts';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { hasExtension } from '../../shared/upload';
import { useUploadManualMutation } from './assetApi';

export const MANUALS = [
  { id: 'innovation', fileName: 'manual-innovation.pdf', titleKey: 'asset.manuals.innovation' },
  { id: 'admin', fileName: 'manual-admin.pdf', titleKey: 'asset.manuals.admin' },
] as const;

/** /asset: upload the innovation and admin manuals (.pdf only). */
export function AssetPage() {
  const { t } = useTranslation();
  return (
    <div className="container-xl" data-testid="asset-page">
      <BreadcrumbBar items={[t('admin.title'), t('asset.title')]} />
      <h1 className="h4">{t('asset.title')}</h1>
      <div className="row">
        {MANUALS.map((m) => (
          <div className="col-md-6" key={m.id}>
            <ManualSlot id={m.id} fileName={m.fileName} title={t(m.titleKey)} />
          </div>
        ))}
      </div>
    </div>
  );
}

function ManualSlot({ id, fileName, title }: { id: string; fileName: string; title: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [uploadManual, { isLoading: uploading }] = useUploadManualMutation();
  const [inputKey, setInputKey] = useState(0);

  const choose = (f: File | null) => {
    if (f && !hasExtension(f.name, ['pdf'])) {
      showToasts([{ type: 'error', key: 'global.assetUploadForm.errorExt', params: { ext: 'pdf' } }]);
      setFile(null);
      setInputKey((k) => k + 1);
      return;
    }
    setFile(f);
  };

  const upload = async () => {
    if (!file) return;
    // the API client shows the server's message of a failure; the slot's own message goes with it
    const result = await uploadManual({ fileName, file });
    if (result.error) {
      showToasts([{ type: 'error', key: 'global.assetUploadForm.uploadErrorExt', params: { param: fileName } }]);
      return;
    }
    showToasts([{ type: 'success', key: 'global.assetUploadForm.uploadDoneExt', params: { param: fileName } }]);
    setFile(null);
    setInputKey((k) => k + 1);
  };

  return (
    <div className="card mb-3" data-testid={`asset-slot-${id}`}>
      <div className="card-body">
        <h2 className="h6">{title}</h2>
        <div className="small font-monospace mb-2">{fileName}</div>
        <input
          key={inputKey}
          type="file"
          accept=".pdf,application/pdf"
          className="form-control mb-2"
          onChange={(e) => choose(e.target.files?.[0] ?? null)}
          data-testid={`asset-file-${id}`}
          aria-label={title}
        />
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || uploading}
          onClick={() => void upload()}
          data-testid={`asset-upload-${id}`}
        >
          {uploading ? t('asset.uploading') : t('entity.action.upload')}
        </button>
      </div>
    </div>
  );
}

export default AssetPage;
