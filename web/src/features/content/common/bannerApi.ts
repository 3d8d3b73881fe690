/** Banner upload and removal of content and campaigns (docs/api-content-campaigns.md). */
import api from '../../../app/api';

export type BannerKind = 'content' | 'campaign';

export interface BannerUpload {
  bannerId: number;
  bannerPreviewId: number | null;
  path: string;
  previewPath: string | null;
}

/** POST api/v3/content-images/upload-banner/{kind}/{id}, multipart `file`. */
export async function uploadBanner(kind: BannerKind, id: number, file: File): Promise<BannerUpload> {
  const data = new FormData();
  data.append('file', file, file.name);
  const res = await api.post<BannerUpload>(`/api/v3/content-images/upload-banner/${kind}/${id}`, data, { notify: false });
  return res.data;
}

/** DELETE api/v3/content-images/delete-banner/{kind}/{id}. */
export async function deleteBanner(kind: BannerKind, id: number): Promise<void> {
  await api.del(`/api/v3/content-images/delete-banner/${kind}/${id}`, { notify: false });
}
