import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/api';
import { GENERAL_ERROR, WRONG_ENDPOINT, failureMessage, parseEditorOptions } from './editorOptions';

describe('editor options', () => {
  it('accepts the known options', () => {
    expect(parseEditorOptions({ options: ['bold', 'link', 'undo'] })).toEqual({ ok: true, options: ['bold', 'link', 'undo'] });
    expect(parseEditorOptions({ options: [] })).toEqual({ ok: true, options: [] });
  });

  it('a non-object answer is a wrong endpoint', () => {
    expect(parseEditorOptions('<html>')).toEqual({ ok: false, error: WRONG_ENDPOINT });
    expect(parseEditorOptions(null)).toEqual({ ok: false, error: WRONG_ENDPOINT });
    expect(parseEditorOptions(['bold'])).toEqual({ ok: false, error: WRONG_ENDPOINT });
    expect(parseEditorOptions({})).toEqual({ ok: false, error: WRONG_ENDPOINT });
  });

  it('an unknown option is an error', () => {
    const r = parseEditorOptions({ options: ['bold', 'table'] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toContain('table');
  });

  it('failures show their message or General error', () => {
    const req = { method: 'GET' as const, url: '/api/public/config/text-editor' };
    expect(failureMessage(new ApiError('x', { status: 500, body: { message: 'Boom' }, request: req }))).toBe('Boom');
    expect(failureMessage(new ApiError('Network error', { status: 0, request: req }))).toBe('Network error');
    expect(failureMessage(undefined)).toBe(GENERAL_ERROR);
  });
});
