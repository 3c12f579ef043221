import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../gateway/src/i18n/languages.ts';
import { catalogue } from '../../gateway/src/i18n/texts.ts';
import { DOCUMENT_LANGUAGES } from '../../gateway/src/ssr/pageLanguage.ts';
import { sendTooManyPages } from '../../gateway/src/ssr/tooManyPages.ts';

/*
 * The page an address past its pages' limit gets (ssr/tooManyPages.ts), in each of the 15
 * languages, and its link to try again, which goes to the same page and nowhere else.
 */
describe('the 429 page of the pages’ limits', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.get(/.*/, (req, res) => sendTooManyPages(req, res, 7));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('is in every language, with its tag, direction, title, message and link', async () => {
    for (const language of LANGUAGES) {
      const response = await fetch(`${base}/home?lang=${language}`);
      const html = await response.text();
      const { tag, dir } = DOCUMENT_LANGUAGES[language];
      const texts = catalogue(language).pages;
      expect({ language, status: response.status }).toEqual({ language, status: 429 });
      expect(response.headers.get('retry-after')).toBe('7');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${tag}" dir="${dir}">`));
      expect(html).toContain(`<title>${texts.tooManyTitle}</title>`);
      expect(html).toContain(`<h1>${texts.tooManyTitle}</h1>`);
      expect(html).toContain(`<p>${texts.tooManyMessage}</p>`);
      expect(html).toContain(`<a href="/home?lang=${language}">${texts.tryAgain}</a>`);
    }
    expect(DOCUMENT_LANGUAGES.ar.dir).toBe('rtl');
  });

  it('links to the same page on this origin, its address escaped', async () => {
    const elsewhere = await (await fetch(`${base}//evil.example/home`)).text();
    expect(elsewhere).toContain('<a href="/evil.example/home">');
    const quoted = await (await fetch(`${base}/search?title=%22a%22&lang=en&x=<b>`)).text();
    expect(quoted).not.toContain('<b>');
    expect(quoted).toMatch(/<a href="\/search\?title=%22a%22&amp;lang=en&amp;x=(%3Cb%3E|&lt;b&gt;)">/);
  });
});
