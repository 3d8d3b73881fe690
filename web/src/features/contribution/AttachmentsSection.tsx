import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../app/notifications/toasts';
import { useAttachmentsQuery, useDeleteAttachmentMutation, useUploadAttachmentMutation } from './contributionApi';
import { FileList } from './FileList';
import type { ContributionFile } from './types';

/** The files shown: the list as read, and the uploads of this visit it does not hold (yet). */
export function shownFiles(listed: readonly ContributionFile[], uploaded: readonly ContributionFile[]): ContributionFile[] {
  return [...listed, ...uploaded.filter((f) => !listed.some((l) => l.id === f.id))];
}

/**
 * Attached files on the edit form: list, upload (kind ATTACHMENT), delete, download. An upload
 * refreshes the list (tag 'Attachment'); it may also finish before the first read of the list
 * answers, so the files uploaded here are shown beside whatever the list says until it holds them.
 */
export function AttachmentsSection({ contributionId }: { contributionId: number }) {
  const { t } = useTranslation();
  const list = useAttachmentsQuery(contributionId);
  const [uploaded, setUploaded] = useState<ContributionFile[]>([]);
  const [uploadAttachment, uploading] = useUploadAttachmentMutation();
  const [deleteAttachment, deleting] = useDeleteAttachmentMutation();
  const busy = uploading.isLoading || deleting.isLoading;
  const files = shownFiles(list.data ?? [], uploaded);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const result = await uploadAttachment({ contributionId, file });
    // a quiet call: its failure is shown here
    if ('error' in result) notifyError(result.error);
    else if (result.data) setUploaded((all) => [...all, result.data]);
  };

  const remove = async (f: ContributionFile) => {
    const result = await deleteAttachment({ contributionId, fileId: f.id });
    if (!('error' in result)) setUploaded((all) => all.filter((x) => x.id !== f.id));
  };

  return (
    <fieldset className="mb-3" data-testid="contribution-attachments">
      <legend className="form-label fs-6">{t('contribution.files.title')}</legend>
      <FileList files={files} busy={busy} onDelete={(f) => void remove(f)} />
      <input
        type="file"
        className="form-control"
        disabled={busy}
        aria-label={t('contribution.files.upload')}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid="contribution-file-input"
      />
      <div className="form-text">{t('contribution.files.help')}</div>
    </fieldset>
  );
}

export default AttachmentsSection;
