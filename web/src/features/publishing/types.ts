/**
 * What content and campaigns have in common (the server's publishable-item core, internal/publishable):
 * items an author writes, an editor manages and an audience reads once published, with a banner.
 * docs/api-content-campaigns.md. The items are the generated types (src/app/api/types.ts); each kind adds its
 * own fields to these.
 */
import type { Schemas } from '../../app/api/types';

/** Who may read an item (docs/api-content-campaigns.md "Audience"). */
export type AccessLevel = Schemas['AccessLevel'];

/** Every kind's publish states (content uses DRAFT, PUBLISHED and ARCHIVED). */
export type PublishState = Schemas['PublishState'];

/** The fields every publishable item has, as the server answers them. */
export type PublishableItem = Pick<Schemas['Campaign'], Extract<keyof Schemas['Campaign'], keyof Schemas['ContentContent']>>;

/** The organizations and units an item is for. */
export type Targets = Pick<PublishableItem, 'targetOrganizations' | 'targetUnits'>;

/** The banner of an item: the stored image and its generated preview. */
export type BannerValue = Pick<PublishableItem, 'bannerId' | 'bannerPreviewId' | 'bannerPath' | 'bannerPreviewPath'>;

export const NO_BANNER: BannerValue = { bannerId: null, bannerPreviewId: null, bannerPath: null, bannerPreviewPath: null };

/** The kinds with a banner (the `{kind}` of the banner calls). */
export type BannerKind = 'content' | 'campaign' | 'competition';

/** What POST api/v3/content-images/upload-banner/{kind}/{id} answers. */
export type BannerUpload = Schemas['BannerBanner'];

/** The fields every POST/PUT of a publishable item takes (a ContentContentRequest or CampaignRequest). */
export type PublishablePayload = Pick<
  PublishableItem,
  'title' | 'summary' | 'body' | 'accessLevel' | 'publishDate' | 'bannerId' | 'bannerPreviewId' | 'targetOrganizations' | 'targetUnits'
> & { id?: number; sendEmailToUser?: boolean };
