import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eStack } from '../e2e/support/stack.ts';
import { FIXTURE_IMAGES, notAnImage, photoPng, readFixture } from '../fixtures/images.ts';
import { startStack } from './support/stack.ts';
import { upload } from './support/uploads.ts';

const MAX = 5 * 1024 * 1024;

/** A gateway with a stand-in behind it, reached over HTTP like a browser reaches it. */
interface Target {
  url: string;
  token: string;
  close(): Promise<void>;
}

/**
 * Real encoded images, from a receipt of a few KB to a 4.9 MB PNG, through the gateway to
 * the stand-in and back. Run twice: as `npm start` runs (the product's own process with its
 * embedded stand-in) and with a stand-in started on its own. The 5–60 KB files timed out
 * after 10 s before the fix (the end of a file that fits in one chunk was lost).
 */
const targets: Array<[string, () => Promise<Target>]> = [
  [
    "npm start's embedded stand-in",
    async () => {
      const product = await startE2eStack({ build: false });
      return { url: product.url, token: await product.login(), close: () => product.stop() };
    },
  ],
  [
    'a separately started stand-in',
    async () => {
      const stack = await startStack();
      return { url: stack.url, token: await stack.login(), close: () => stack.close() };
    },
  ],
];

describe.each(targets)('uploading real images through the gateway, with %s', (_name, start) => {
  let target: Target;

  beforeAll(async () => {
    target = await start();
  });

  afterAll(async () => {
    await target?.close();
  });

  it.each(FIXTURE_IMAGES)('stores the $label and serves the same bytes back', async ({ file, mime, ext }) => {
    const bytes = readFixture(file);
    const answer = await upload(target.url, bytes, { token: target.token, filename: file, type: mime });

    expect(answer.status).toBe(200);
    const url = answer.body.url ?? '';
    expect(url).toMatch(new RegExp(`^${target.url}/uploads/\\d{8}/[0-9a-f]{32}\\.${ext}$`));
    const stored = await fetch(url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe(mime);
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('stores a 4.9 MB PNG', async () => {
    const bytes = photoPng(Math.round(4.9 * 1024 * 1024));
    const answer = await upload(target.url, bytes, { token: target.token, filename: 'scan.png' });
    expect(answer.status).toBe(200);
    const stored = await fetch(answer.body.url ?? '');
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 413 with the limit for a PNG one byte over it', async () => {
    const answer = await upload(target.url, photoPng(MAX + 1), { token: target.token, filename: 'scan.png' });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      reason: { rule: 'maxBytes', limit: MAX },
    });
  });

  it('refuses a spreadsheet named like a photo', async () => {
    const answer = await upload(target.url, notAnImage(), {
      token: target.token,
      filename: 'receipt.jpg',
      type: 'image/jpeg',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file', reason: { rule: 'imageType' } });
  });
});
