import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeBuyer, type Buyer } from './support/buyers.ts';
import { useStandIn } from './support/standIn.ts';

const standIn = useStandIn();
let buyer: Buyer;

beforeAll(() => {
  buyer = makeBuyer(standIn);
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), Buffer.alloc(32)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** The stand-in's "today" as the upload folder name. */
function today(): string {
  return new Date(standIn.clock.now() * 1000).toISOString().slice(0, 10).replaceAll('-', '');
}

function form(bytes: Buffer, name = 'picture.png', type = 'image/png', field = 'file'): FormData {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

function upload(body: FormData | string, options: { token?: string; lang?: string; contentType?: string } = {}) {
  return standIn.call('POST', '/merchant/common/upload', {
    rawBody: body,
    token: 'token' in options ? options.token : buyer.token,
    lang: options.lang,
    contentType: options.contentType,
  });
}

describe('POST /merchant/common/upload', () => {
  it.each([
    ['png', PNG, 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
  ])('stores a %s under /uploads/<day>/ and serves it back', async (ext, bytes, type) => {
    // The declared name and type are ignored: the content decides.
    const answer = await upload(form(bytes, 'whatever.bin', 'application/octet-stream'));
    expect(answer.body).toMatchObject({ code: 1, msg: 'Upload successful' });
    const { url, fullurl } = answer.body.data as { url: string; fullurl: string };
    expect(url).toMatch(new RegExp(`^/uploads/${today()}/[0-9a-f]{32}\\.${ext}$`));
    expect(fullurl).toBe(`${standIn.url}${url}`);
    const stored = join(standIn.uploadDir, url.replace('/uploads/', ''));
    expect(readFileSync(stored).equals(bytes)).toBe(true);

    const served = await standIn.call('GET', url);
    expect(served.status).toBe(200);
    expect(served.contentType).toBe(type);
    expect(Buffer.from(served.body as unknown as ArrayBuffer).equals(bytes)).toBe(true);
  });

  it('answers in Chinese and gives every upload its own name', async () => {
    const first = await upload(form(PNG), { lang: 'zh-cn' });
    const second = await upload(form(PNG));
    expect(first.body.msg).toBe('上传成功');
    expect(first.body.data.url).not.toBe(second.body.data.url);
  });

  it("files uploads under the clock's UTC day", async () => {
    standIn.clock.advance(3 * 24 * 60 * 60);
    const answer = await upload(form(PNG));
    expect(answer.body.data.url.startsWith(`/uploads/${today()}/`)).toBe(true);
  });

  it.each([
    ['a text file renamed .png', Buffer.from('just some text, not an image at all'), 'evil.png', 'image/png'],
    ['an SVG (it can carry scripts)', SVG, 'drawing.svg', 'image/svg+xml'],
    ['an HTML page', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'page.jpg', 'image/jpeg'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'doc.png', 'image/png'],
  ])('refuses %s by its content', async (_what, bytes, name, type) => {
    const before = readdirSync(standIn.uploadDir, { recursive: true }).length;
    const answer = await upload(form(bytes, name, type));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: 0,
      msg: 'Only JPEG, PNG, GIF and WebP images can be uploaded',
      data: null,
    });
    expect(readdirSync(standIn.uploadDir, { recursive: true }).length).toBe(before);
  });

  it('refuses a non-image in Chinese too', async () => {
    const answer = await upload(form(Buffer.from('hello')), { lang: 'zh-cn' });
    expect(answer.body.msg).toBe('只能上传 JPEG、PNG、GIF 和 WebP 图片');
  });

  it('refuses more than 5 MB with HTTP 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload(form(big));
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 0, msg: 'File is too large (max 5 MB)', data: null });
    const zh = await upload(form(big), { lang: 'zh-cn' });
    expect(zh.body.msg).toBe('文件过大（最大 5 MB）');
  });

  it('accepts exactly 5 MB', async () => {
    const exact = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    const answer = await upload(form(exact));
    expect(answer.body.code).toBe(1);
  });

  it('refuses a form without a file, an empty file, and a JSON body', async () => {
    const empty = new FormData();
    empty.append('note', 'no file here');
    expect((await upload(empty)).body).toMatchObject({
      code: 0,
      msg: 'Please choose a file to upload (multipart field "file")',
    });
    expect((await upload(form(Buffer.alloc(0)))).body.code).toBe(0);
    const json = await upload('{"file":"x"}', { contentType: 'application/json' });
    expect(json.body).toMatchObject({ code: 0, msg: 'Please choose a file to upload (multipart field "file")' });
  });

  it('refuses a file in another field, two files, and a broken form', async () => {
    const wrongField = await upload(form(PNG, 'a.png', 'image/png', 'image'));
    expect(wrongField.body).toMatchObject({ code: 0, msg: 'Send exactly one file, in the multipart field "file"' });

    const two = form(PNG);
    two.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'b.png');
    expect((await upload(two)).body).toMatchObject({
      code: 0,
      msg: 'Send exactly one file, in the multipart field "file"',
    });

    const broken = await upload('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', {
      contentType: 'multipart/form-data; boundary=xyz',
    });
    expect(broken.status).toBe(200);
    expect(broken.body).toMatchObject({ code: 0, msg: 'The upload is not a valid multipart form' });
  });

  it('needs a session (HTTP 401)', async () => {
    const answer = await upload(form(PNG), { token: undefined });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, msg: 'Please login first' });
    const bad = await upload(form(PNG), { token: 'f'.repeat(64) });
    expect(bad.status).toBe(401);
  });
});

describe('GET /uploads/{day}/{file}', () => {
  it('answers 404 for a missing file and never escapes the upload folder', async () => {
    const missing = await standIn.call('GET', `/uploads/${today()}/${'0'.repeat(32)}.png`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(0);
    const escape = await standIn.call('GET', '/uploads/..%2F..%2Fetc/passwd');
    expect(escape.status).toBe(404);
    expect(existsSync(standIn.uploadDir)).toBe(true);
  });
});
