/**
 * The form fields content and campaigns share (spec 001 §5): the texts, the audience and the banner,
 * as values, zod rules with the spec's message keys, and the part of the payload they make. Each kind
 * spreads these into its own form, schema and payload and adds what is its own.
 */
import { z } from 'zod';
import { encodeMessage, text } from '../../shared/form/schema';
import { MESSAGES, charCount } from '../../shared/form/validation';
import {
  NO_BANNER,
  type AccessLevel,
  type BannerValue,
  type PublishableItem,
  type PublishablePayload,
  type PublishState,
  type Targets,
} from './types';

export const TITLE_MIN = 3;
export const TITLE_MAX = 100;
export const SUMMARY_MIN = 10;
export const SUMMARY_MAX = 500;

export const ACCESS_LEVELS = [
  'PUBLIC',
  'REGISTERED',
  'EXTERNAL',
  'INTERNAL',
  'ORGANIZATION',
  'UNIT',
] as const satisfies readonly AccessLevel[];

/** The values of the shared fields; `S` is the kind's publish states (null for a new item). */
export interface PublishableForm<S extends string> {
  id: number | null;
  code: string;
  title: string;
  summary: string;
  body: string;
  accessLevel: AccessLevel;
  targets: Targets;
  publishState: S | null;
  publishDate: string | null;
  banner: BannerValue;
}

/** One of a fixed list; anything else (or nothing) is "required". */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: () => encodeMessage({ key: MESSAGES.required }) });
}

/** The zod rules of the shared fields: title 3–100 and summary 10–500, both required (spec 001 §5). */
export function publishableShape<const S extends readonly [string, ...string[]]>(states: S) {
  return {
    id: z.number().nullable(),
    code: z.string(),
    title: text({ required: true, min: TITLE_MIN, max: TITLE_MAX }),
    summary: text({ required: true, min: SUMMARY_MIN, max: SUMMARY_MAX }),
    body: z.string(),
    accessLevel: oneOf(ACCESS_LEVELS),
    targets: z.object({ targetOrganizations: z.array(z.number()), targetUnits: z.array(z.number()) }),
    publishState: oneOf(states).nullable(),
    publishDate: z.string().nullable(),
    banner: z.object({
      bannerId: z.number().nullable(),
      bannerPreviewId: z.number().nullable(),
      bannerPath: z.string().nullable(),
      bannerPreviewPath: z.string().nullable(),
    }),
  };
}

/** A new item: empty texts, the REGISTERED audience, no target, no banner. */
export function emptyPublishable<S extends string>(): PublishableForm<S> {
  return {
    id: null,
    code: '',
    title: '',
    summary: '',
    body: '',
    accessLevel: 'REGISTERED',
    targets: { targetOrganizations: [], targetUnits: [] },
    publishState: null,
    publishDate: null,
    banner: NO_BANNER,
  };
}

/** The shared fields of an item as the server answered it. */
export function publishableToForm<S extends PublishState>(item: PublishableItem): PublishableForm<S> {
  return {
    id: item.id,
    code: item.code ?? '',
    title: item.title ?? '',
    summary: item.summary ?? '',
    body: item.body ?? '',
    accessLevel: item.accessLevel ?? 'REGISTERED',
    targets: { targetOrganizations: item.targetOrganizations ?? [], targetUnits: item.targetUnits ?? [] },
    publishState: item.publishState as S, // each kind's server keeps to its own states
    publishDate: item.publishDate,
    banner: {
      bannerId: item.bannerId,
      bannerPreviewId: item.bannerPreviewId,
      bannerPath: item.bannerPath,
      bannerPreviewPath: item.bannerPreviewPath,
    },
  };
}

/** The shared part of a POST/PUT body: the texts trimmed, the audience, the banner; the id once saved. */
export function publishablePayload(v: PublishableForm<string>): PublishablePayload {
  const body: PublishablePayload = {
    title: v.title.trim(),
    summary: v.summary.trim(),
    body: v.body,
    accessLevel: v.accessLevel,
    targetOrganizations: v.targets.targetOrganizations,
    targetUnits: v.targets.targetUnits,
    publishDate: v.publishDate,
    bannerId: v.banner.bannerId,
    bannerPreviewId: v.banner.bannerPreviewId,
  };
  if (v.id !== null) body.id = v.id;
  return body;
}

/** Character counter text 'n/max'. */
export function counter(value: string, max: number): string {
  return `${charCount(value)}/${max}`;
}
