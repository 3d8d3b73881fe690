/**
 * The brand images (spec 000 §2 Brand page) through the app's RTK Query API: upload one slot's
 * file, or go back to the default image. The images themselves are plain URLs (shared/brand.ts).
 */
import { api } from '../../app/api/baseApi';
import { uploadBody } from '../../shared/upload';

const brandApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadBrandImage: build.mutation<unknown, { fileName: string; file: File }>({
      query: ({ fileName, file }) => ({
        url: `/api/public/asset/brand/image/upload/${fileName}`,
        method: 'POST',
        body: uploadBody(file),
      }),
    }),
    restoreBrandImage: build.mutation<unknown, string>({
      query: (fileName) => ({ url: `/api/public/asset/brand/image/${fileName}`, method: 'DELETE' }),
    }),
  }),
});

export const { useUploadBrandImageMutation, useRestoreBrandImageMutation } = brandApi;
