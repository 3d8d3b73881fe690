import { describe, expect, it } from 'vitest';
import { ApiError } from '../api';
import { mapApiError, mapApiSuccess, UNAUTHORIZED_MESSAGE_KEY } from './errorMapping';

const req = (method: 'GET' | 'POST', url: string) => ({ method, url });
const err = (status: number, body?: unknown, headers?: Record<string, string>, request = req('GET', '/api/x')) =>
  new ApiError('failed', { status, body, headers: new Headers(headers), request });

describe('mapApiError (spec 000 §8)', () => {
  it('status 0 → error.serverNotReachable', () => {
    const m = mapApiError(err(0));
    expect(m.toasts).toEqual([expect.objectContaining({ type: 'error', key: 'error.serverNotReachable' })]);
    expect(m.clearAuth).toBe(false);
  });

  it('400 with app-error header → that key with the entity name from global.menu.entities', () => {
    const m = mapApiError(
      err(400, { message: 'error.idexists', errorKey: 'idexists' }, { 'app-error': 'error.idexists', 'app-params': 'user' }),
    );
    expect(m.toasts).toEqual([
      { type: 'error', key: 'error.idexists', params: { entityName: { tKey: 'global.menu.entities.user', defaultText: 'user' } } },
    ]);
  });

  it('400 with fieldErrors → one toast per field; Min/Max/DecimalMin/DecimalMax become Size', () => {
    const body = {
      status: 400,
      message: 'error.validation',
      fieldErrors: [
        { objectName: 'login', field: 'username', message: 'NotBlank' },
        { objectName: 'user', field: 'age', message: 'Min' },
        { objectName: 'user', field: 'age', message: 'Max' },
        { objectName: 'user', field: 'rate', message: 'DecimalMin' },
        { objectName: 'user', field: 'rate', message: 'DecimalMax' },
        { objectName: 'user', field: 'items[3]', message: 'Pattern' },
      ],
    };
    const m = mapApiError(err(400, body));
    expect(m.toasts.map((t) => t.key)).toEqual(['error.NotBlank', 'error.Size', 'error.Size', 'error.Size', 'error.Size', 'error.Pattern']);
    expect(m.toasts[0].params).toEqual({ fieldName: { tKey: 'login.username', defaultText: 'username' } });
    expect(m.toasts[5].params).toEqual({ fieldName: { tKey: 'user.items[]', defaultText: 'items[]' } });
  });

  it('400 with a message → the message with its params', () => {
    const m = mapApiError(err(400, { status: 400, message: 'error.campaign.closed', params: { id: 7, name: 'x' } }));
    expect(m.toasts).toEqual([{ type: 'error', key: 'error.campaign.closed', params: { id: 7, name: 'x' } }]);
  });

  it('400 malformed body message error.http.400 is shown', () => {
    expect(mapApiError(err(400, { status: 400, message: 'error.http.400', detail: 'x' })).toasts[0].key).toBe('error.http.400');
  });

  it('404 is suppressed', () => {
    expect(mapApiError(err(404, { status: 404, message: 'error.http.404' }))).toEqual({ toasts: [], clearAuth: false });
  });

  it.each([401, 403])('%i clears the authentication with login.error.unauthorized', (status) => {
    const m = mapApiError(err(status, { status, message: `error.http.${status}` }));
    expect(m).toEqual({ toasts: [], clearAuth: true, clearAuthMessage: UNAUTHORIZED_MESSAGE_KEY });
  });

  it('401 on GET api/account is silent', () => {
    expect(mapApiError(err(401, {}, {}, req('GET', '/api/account')))).toEqual({ toasts: [], clearAuth: false });
  });

  it('401 on POST api/authenticate is left to the dialog', () => {
    expect(mapApiError(err(401, { error: 'login.error.authentication' }, {}, req('POST', '/api/authenticate')))).toEqual({
      toasts: [],
      clearAuth: false,
    });
  });

  it('403 on GET api/account still clears the authentication', () => {
    expect(mapApiError(err(403, {}, {}, req('GET', '/api/account'))).clearAuth).toBe(true);
  });

  it('other statuses → the body message', () => {
    expect(mapApiError(err(500, { status: 500, message: 'error.http.500' })).toasts).toEqual([{ type: 'error', key: 'error.http.500' }]);
    expect(mapApiError(err(409, { status: 409, message: 'error.conflict', params: { a: 1 } })).toasts).toEqual([
      { type: 'error', key: 'error.conflict', params: { a: 1 } },
    ]);
  });

  it('other statuses without a body message → the error message', () => {
    expect(mapApiError(err(502)).toasts).toEqual([{ type: 'error', text: 'failed' }]);
  });

  it('no response at all → the error message, or Unknown error!', () => {
    expect(mapApiError(new Error('boom')).toasts).toEqual([{ type: 'error', text: 'boom' }]);
    expect(mapApiError(undefined).toasts).toEqual([{ type: 'error', text: 'Unknown error!' }]);
    expect(mapApiError({}).toasts).toEqual([{ type: 'error', text: 'Unknown error!' }]);
  });

  it('a request the caller aborted shows nothing', () => {
    const aborted = new ApiError('aborted', { status: 0, request: req('GET', '/api/x'), aborted: true });
    expect(mapApiError(aborted)).toEqual({ toasts: [], clearAuth: false });
  });
});

describe('mapApiSuccess', () => {
  it('app-alert header → success toast with the app-params param', () => {
    const h = new Headers({ 'app-alert': 'inno.campaign.updated', 'app-params': 'Spring+ideas' });
    expect(mapApiSuccess(h)).toEqual([{ type: 'success', key: 'inno.campaign.updated', params: { param: 'Spring ideas' } }]);
  });

  it('the caller success message wins', () => {
    expect(mapApiSuccess(new Headers({ 'app-alert': 'x' }), 'settings.messages.success')).toEqual([
      { type: 'success', key: 'settings.messages.success' },
    ]);
  });

  it('nothing to say → no toast', () => {
    expect(mapApiSuccess(new Headers())).toEqual([]);
  });

  it('the contribution-created key is suppressed', () => {
    expect(mapApiSuccess(new Headers({ 'app-alert': 'inno.contribution.created' }))).toEqual([]);
  });
});
