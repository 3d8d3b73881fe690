/**
 * What content and campaigns have in common (the server's publishable-item core, internal/publishable):
 * items an author writes, an editor manages and an audience reads once published, with a banner.
 * docs/api-content-campaigns.md; each kind adds its own fields to these. The item itself stays declared
 * here until the document names its enumerations (access level, publish state) and its lists are never null.
 */
import type { Schemas } from '../../app/api/types';

/** Who may read an item (docs/api-content-campaigns.md "Audience"). */
export type AccessLevel = 'PUBLIC' | 'REGISTERED' | 'EXTERNAL' | 'INTERNAL' | 'ORGANIZATION' | 'UNIT';

/** The organizations and units an item is for. */
export interface Targets {
  targetOrganizations: number[];
  targetUnits: number[];
}

/** The banner of an item: the stored image and its generated preview. */
export interface BannerValue {
  bannerId: number | null;
  bannerPreviewId: number | null;
  bannerPath: string | null;
  bannerPreviewPath: string | null;
}

export const NO_BANNER: BannerValue = { bannerId: null, bannerPreviewId: null, bannerPath: null, bannerPreviewPath: null };

/** The kinds with a banner (the `{kind}` of the banner calls). */
export type BannerKind = 'content' | 'campaign';

/** What POST api/v3/content-images/upload-banner/{kind}/{id} answers. */
export type BannerUpload = Schemas['BannerBanner'];

/** The fields every publishable item has, as the server answers them; `S` is the kind's publish states. */
export interface PublishableItem<S extends string = string> extends Targets, BannerValue {
  id: number;
  code: string;
  title: string;
  summary: string;
  /** sanitized HTML */
  body: string;
  accessLevel: AccessLevel;
  publishState: S;
  publishDate: string | null;
  dateCreated: string;
  dateUpdated: string;
  authorName: string;
}

/** The fields every POST/PUT of a publishable item takes. */
export interface PublishablePayload extends Targets {
  id?: number;
  title: string;
  summary: string;
  body: string;
  accessLevel: AccessLevel;
  publishDate: string | null;
  bannerId: number | null;
  bannerPreviewId: number | null;
  sendEmailToUser?: boolean;
}
