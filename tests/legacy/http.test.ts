import { describe, expect, it } from 'vitest';
import { useStandIn } from './support/standIn.ts';

/** Behaviour every endpoint shares: the envelope, unknown paths, bad bodies, auth, language. */
describe('the legacy HTTP conventions', () => {
  const api = useStandIn();

  it('answers an unknown path with HTTP 404 in the envelope, never HTML', async () => {
    const answer = await api.get('/api/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 0, msg: 'The requested API does not exist', data: null });
    expect(answer.body.time).toMatch(/^\d+$/);
  });

  it('stamps the envelope with the server clock in Unix seconds', async () => {
    const answer = await api.get('/api/user/law');
    expect(answer.body.code).toBe(1);
    expect(answer.body.time).toBe(String(api.clock.now()));
  });

  it('refuses malformed JSON with HTTP 400 and a clear message', async () => {
    const answer = await api.call('POST', '/api/user/login', {
      rawBody: '{"account": "demo", ',
      contentType: 'application/json',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: 'The request body is not valid JSON', data: null });
  });

  it('refuses an oversize body with HTTP 413', async () => {
    const answer = await api.call('POST', '/api/user/login', {
      rawBody: JSON.stringify({ account: 'demo', password: 'x'.repeat(200_000) }),
      contentType: 'application/json',
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 0, msg: 'The request body is too large' });
  });

  it('answers a protected call without a token with HTTP 401 and body code 401', async () => {
    const answer = await api.get('/api/user/getUserInfo');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, msg: 'Please login first', time: expect.any(String), data: null });
  });

  it('treats a forged or oversized token like a missing one', async () => {
    for (const token of ['f'.repeat(64), 'x'.repeat(5000)]) {
      const answer = await api.get('/api/user/getUserInfo', {}, token);
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(401);
    }
  });

  it('answers in the language the lang or language header asks for, English for an unknown one', async () => {
    const zh = await api.call('GET', '/api/user/getUserInfo', { lang: 'zh-cn' });
    expect(zh.body.msg).toBe('请先登录');
    const viaLanguage = await api.call('GET', '/api/user/getUserInfo', { headers: { language: 'zh-cn' } });
    expect(viaLanguage.body.msg).toBe('请先登录');
    const japanese = await api.call('GET', '/api/user/getUserInfo', { lang: 'jp' });
    expect(japanese.body.msg).toBe('先にログインしてください');
    const unknown = await api.call('GET', '/api/user/getUserInfo', { lang: 'xx' });
    expect(unknown.body.msg).toBe('Please login first');
  });

  it('lets the lang header win over the hard-coded logout?lang=zh-cn of the old client', async () => {
    const answer = await api.call('POST', '/api/user/logout', { query: { lang: 'zh-cn' }, lang: 'en', body: {} });
    expect(answer.body.msg).toBe('Please login first');
    const chinese = await api.call('POST', '/api/user/logout', { query: { lang: 'zh-cn' }, body: {} });
    expect(chinese.body.msg).toBe('请先登录');
  });
});

describe('a badly encoded path', () => {
  const api = useStandIn();

  it('answers HTTP 400 in the envelope instead of failing', async () => {
    const answer = await api.admin('POST', '/admin/recharges/%E0/approve', {});
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 0, msg: 'The request path is not valid', data: null });
  });
});
