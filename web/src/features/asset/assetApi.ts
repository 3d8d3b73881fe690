/** The manual uploads (spec 000 §2 Manual upload page) through the app's RTK Query API. */
import { api } from '../../app/api/baseApi';
import { uploadBody } from '../../shared/upload';

const assetApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadManual: build.mutation<unknown, { fileName: string; file: File }>({
      query: ({ fileName, file }) => ({ url: `/api/public/asset/manual/upload/${fileName}`, method: 'POST', body: uploadBody(file) }),
    }),
  }),
});

export const { useUploadManualMutation } = assetApi;
