import { describe, expect, it } from 'vitest';
import en from './en.json';
import tr from './tr.json';
import type { Messages } from './index';

function lookup(obj: Messages, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), obj);
}

/** The fieldErrors of the platform administration endpoints (docs/api-foundation.md): objectName → fields. */
const FIELDS: Record<string, string[]> = {
  userManagement: ['login', 'email', 'firstName', 'lastName', 'langKey', 'authorities', 'password'],
  organization: ['name', 'code', 'kind', 'parentId', 'sortOrder', 'isActive'],
  staticContent: ['contentKey', 'locale', 'title', 'content'],
  appConfig: ['locales', 'availableModules', 'moduleSubmitListSettings', 'applicationStatus', 'leaderboardDisplayMonthCount'],
  logger: ['configuredLevel'],
  emailTest: ['email'],
};

const ERROR_KEYS = [
  'userexists',
  'organizationNotFound',
  'cannotLockOutYourself',
  'organizationCycle',
  'organizationParentNotFound',
  'organizationNotEditable',
  'organizationInUse',
  'uploadMissing',
  'uploadTooLarge',
  'uploadWrongExtension',
  'uploadWrongContent',
  'imageTooLarge',
  'languageFileTooLarge',
  'languageKeyInvalid',
  'languageFileInvalid',
  'appConfig.invalid',
];

const ALERTS = [
  'inno.user.created',
  'inno.user.updated',
  'inno.organization.created',
  'inno.organization.updated',
  'inno.organization.deleted',
  'inno.staticContent.updated',
  'inno.appConfig.updated',
  'inno.emailTest.queued',
  'inno.language.updated',
  'inno.language.uploaded',
  'inno.brandImage.deleted',
  'global.assetUploadForm.uploadDoneExt',
  'global.assetUploadForm.uploadErrorExt',
  'global.assetUploadForm.errorExt',
  'userSearch.placeholder.name',
  'userSearch.placeholder.email',
];

describe('platform administration translations (en and tr)', () => {
  for (const [name, messages] of [
    ['en', en],
    ['tr', tr],
  ] as const) {
    it(`${name}: every field name of the admin fieldErrors ({objectName}.{field}) is a text`, () => {
      const missing = Object.entries(FIELDS)
        .flatMap(([object, fields]) => fields.map((f) => `${object}.${f}`))
        .filter((k) => typeof lookup(messages as Messages, k) !== 'string');
      expect(missing).toEqual([]);
    });

    it(`${name}: every new errorKey and success alert`, () => {
      const keys = [...ERROR_KEYS.map((k) => `error.${k}`), ...ALERTS];
      expect(keys.filter((k) => typeof lookup(messages as Messages, k) !== 'string')).toEqual([]);
    });
  }

  it('the spec texts', () => {
    expect(lookup(en as Messages, 'userSearch.placeholder.name')).toBe('Name or Surname');
    expect(lookup(en as Messages, 'userSearch.placeholder.email')).toBe('Whole Email Address');
    expect(lookup(en as Messages, 'brand.messages.uploadDone')).toBe('{{slot}} upload done');
    expect(lookup(en as Messages, 'brand.messages.uploadError')).toBe('{{slot}} upload error');
    expect(lookup(en as Messages, 'brand.noFile')).toBe('no file selected');
  });
});
