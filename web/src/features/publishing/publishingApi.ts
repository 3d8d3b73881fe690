/**
 * The server calls content and campaigns share (docs/api-content-campaigns.md), through the app's RTK
 * Query API: the endpoints every publishable kind has (built once by `publishableEndpoints`, named by
 * each kind's own api file), the banner upload and removal, and the organization tree of the targets.
 */
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { isApiError, request } from '../../app/api';
import { api, type ApiFailure, type baseQuery, type ListResult } from '../../app/api/baseApi';
import { notifyError } from '../../app/notifications/toasts';
import type { TreeSelectNode } from '../../shared/organizationTree';
import type { BannerKind, BannerUpload } from './types';

/** One publishable kind as its api file describes it to the shared endpoints. */
export interface PublishingKind<Tag extends string> {
  /** route, message and banner prefix: 'content' or 'campaign' */
  entity: BannerKind;
  /** '/api/v3/contents' */
  base: string;
  /** the tag of one item ('Content') and of its lists ('ContentList') */
  tag: Tag;
  listTag: Tag;
}

/** The manage list's query: every item for authors and editors, drafts too. */
export interface ManageArgs {
  page: number;
  size: number;
  /** 'field,asc|desc' */
  sort: string;
  /** folded "contains"; '' for all */
  title: string;
  /** '' for every state */
  publishState?: string;
}

/** An update with the success toast of the move it makes (saved, published, terminated …). */
export interface UpdateArgs<P> {
  body: P & { id?: number };
  successMessage: string;
}

type Builder<Tag extends string> = EndpointBuilder<typeof baseQuery, Tag, 'api'>;

/** Only a write that succeeded changes what was read. */
const onSuccess =
  <T>(tags: T[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;

/**
 * The endpoints every publishable kind has: the manage list, the public detail, the edit form's data,
 * create, update and delete. A write refreshes the kind's lists and the item it changed. A delete does
 * not refresh the item itself: the delete page still shows it, and it is gone.
 */
export function publishableEndpoints<Item extends { id: number }, Payload, Tag extends string>(
  build: Builder<Tag>,
  kind: PublishingKind<Tag>,
) {
  const { base, entity, tag, listTag } = kind;
  return {
    manage: build.query<ListResult<Item>, ManageArgs>({
      query: ({ page, size, sort, title, publishState }) => ({
        url: `${base}/manage`,
        list: true,
        params: { page, size, sort: [sort], ...(title === '' ? {} : { title }), ...(publishState ? { publishState } : {}) },
      }),
      providesTags: [listTag],
    }),
    detail: build.query<Item, number>({
      query: (id) => ({ url: `${base}/${id}` }),
      providesTags: (_r, _e, id) => [{ type: tag, id }],
    }),
    forUpdate: build.query<Item, number>({
      query: (id) => ({ url: `${base}/${id}/update` }),
      providesTags: (_r, _e, id) => [{ type: tag, id }],
    }),
    create: build.mutation<Item, Payload>({
      query: (body) => ({ url: base, method: 'POST', body, successMessage: `${entity}.messages.created` }),
      invalidatesTags: onSuccess([listTag]),
    }),
    update: build.mutation<Item, UpdateArgs<Payload>>({
      query: ({ body, successMessage }) => ({ url: base, method: 'PUT', body, successMessage }),
      invalidatesTags: (_r, error, { body }) => (error ? [] : [listTag, { type: tag, id: body.id }]),
    }),
    remove: build.mutation<null, number>({
      query: (id) => ({ url: `${base}/${id}`, method: 'DELETE', successMessage: `${entity}.messages.deleted` }),
      invalidatesTags: onSuccess([listTag]),
    }),
  };
}

/** The banner owner: a content item, a campaign or a competition. */
export interface BannerOwner {
  kind: BannerKind;
  ownerId: number;
}

const ITEM_TAG = { content: 'Content', campaign: 'Campaign', competition: 'Competition' } as const;
const LIST_TAG = { content: 'ContentList', campaign: 'CampaignList', competition: 'CompetitionList' } as const;
const bannerChanged = (_r: unknown, error: unknown, { kind, ownerId }: BannerOwner) =>
  error ? [] : [LIST_TAG[kind], { type: ITEM_TAG[kind], id: ownerId }];

const publishingApi = api
  .enhanceEndpoints({
    addTagTypes: ['Content', 'ContentList', 'Campaign', 'CampaignList', 'Competition', 'CompetitionList', 'Organization'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET api/v3/organizations/treeSelect: the tree the targets are checked in. */
      publishingTargetTree: build.query<TreeSelectNode[], void>({
        query: () => ({ url: '/api/v3/organizations/treeSelect' }),
        providesTags: ['Organization'],
      }),
      /** POST api/v3/content-images/upload-banner/{kind}/{id}, multipart `file`. */
      uploadBanner: build.mutation<BannerUpload, BannerOwner & { file: File }>({
        query: ({ kind, ownerId, file }) => {
          const body = new FormData();
          body.append('file', file, file.name);
          return {
            url: `/api/v3/content-images/upload-banner/${kind}/${ownerId}`,
            method: 'POST',
            body,
            successMessage: 'bannerUpload.uploaded',
          };
        },
        invalidatesTags: bannerChanged,
      }),
      /**
       * DELETE api/v3/content-images/delete-banner/{kind}/{id}. Quiet when it works (the editor shows the
       * empty drop area, no toast); a failure is shown as any other.
       */
      removeBanner: build.mutation<null, BannerOwner>({
        queryFn: async ({ kind, ownerId }) => {
          try {
            await request('DELETE', `/api/v3/content-images/delete-banner/${kind}/${ownerId}`, undefined, { notify: false });
            return { data: null };
          } catch (e) {
            if (!isApiError(e)) throw e;
            notifyError(e);
            return { error: { status: e.status, body: e.body } satisfies ApiFailure };
          }
        },
        invalidatesTags: bannerChanged,
      }),
    }),
  });

export const { usePublishingTargetTreeQuery, useUploadBannerMutation, useRemoveBannerMutation } = publishingApi;
