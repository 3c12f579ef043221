import { http } from 'msw';
import { PassThrough, Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ImageUploadStream, NotAnImageError } from '../../gateway/src/server/imageUploadStream.ts';
import { FIXTURE_IMAGES, notAnImage, photoPng, readFixture } from '../fixtures/images.ts';
import { upload } from '../integration/support/uploads.ts';
import { ok, refused, UPSTREAM, useFakeUpstream } from './support/fakeUpstream.ts';
import { useGateway } from './support/gatewayUnderTest.ts';

const UPLOAD = `${UPSTREAM}/merchant/common/upload`;
const MAX = 5 * 1024 * 1024;
const ACCEPTED = new Set(['jpg', 'png', 'gif', 'webp']);

const fake = useFakeUpstream();
const gateway = useGateway();

/** Collects what a stream lets through, and whether it ended. */
function drain(stream: Readable): { bytes: () => Buffer; ended: Promise<void> } {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.once('end', resolve);
    stream.once('error', reject);
  });
  return { bytes: () => Buffer.concat(chunks), ended };
}

describe('ImageUploadStream', () => {
  it('ends a file that arrives in one chunk larger than the sniff (the lost end behind the 504s)', async () => {
    const jpeg = readFixture('receipt-5k.jpg');
    const body = new ImageUploadStream({ accepted: ACCEPTED, sniffBytes: 4100, released: Promise.resolve() });
    const source = new PassThrough();
    source.pipe(body);
    source.end(jpeg);
    expect((await body.detected).ext).toBe('jpg');
    const out = drain(body);
    await out.ended;
    expect(out.bytes().equals(jpeg)).toBe(true);
  });

  it('holds its end until the request is released, and recognises a file shorter than the sniff', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const gif = readFixture('badge.gif');
    const body = new ImageUploadStream({ accepted: ACCEPTED, sniffBytes: 64 * 1024, released });
    Readable.from([gif.subarray(0, 100), gif.subarray(100)]).pipe(body);
    expect((await body.detected).mime).toBe('image/gif');
    const out = drain(body);
    let ended = false;
    void out.ended.then(() => (ended = true));
    await sleep(50);
    expect(ended).toBe(false);
    release();
    await out.ended;
    expect(out.bytes().equals(gif)).toBe(true);
  });

  it('lets nothing through for a file that is not an image', async () => {
    const body = new ImageUploadStream({ accepted: ACCEPTED, sniffBytes: 4100, released: Promise.resolve() });
    const out = drain(body);
    Readable.from([notAnImage()]).pipe(body);
    await expect(body.detected).rejects.toBeInstanceOf(NotAnImageError);
    await expect(out.ended).rejects.toBeInstanceOf(NotAnImageError);
    expect(out.bytes()).toHaveLength(0);
  });
});

describe('POST /upload in front of the legacy upload', () => {
  /** Answers like the legacy upload and keeps the file it received. */
  function acceptUploads(): { received: Array<{ name: string; type: string; bytes: Buffer }> } {
    const received: Array<{ name: string; type: string; bytes: Buffer }> = [];
    fake.server.use(
      http.post(UPLOAD, async ({ request }) => {
        const file = (await request.formData()).get('file');
        if (!(file instanceof File)) return refused('Please choose a file to upload');
        received.push({ name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) });
        const url = `/uploads/20260301/${'a'.repeat(32)}.${file.name.split('.').pop()}`;
        return ok({ url, fullurl: `${UPSTREAM}${url}` }, 'Upload successful');
      }),
    );
    return { received };
  }

  it.each(FIXTURE_IMAGES)(
    'sends the $label upstream byte for byte, typed by its content',
    async ({ file, mime, ext }) => {
      const { received } = acceptUploads();
      const bytes = readFixture(file);
      // The browser's name and type are not trusted: the gateway names the part by what it is.
      const answer = await upload(gateway.url, bytes, {
        token: 'tok-1',
        filename: 'IMG_0001.HEIC',
        type: 'application/octet-stream',
      });

      expect(answer.status).toBe(200);
      expect(answer.body.url).toBe(`${gateway.url}/uploads/20260301/${'a'.repeat(32)}.${ext}`);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ name: `upload.${ext}`, type: mime });
      expect(received[0]?.bytes.equals(bytes)).toBe(true);
      const [hit] = fake.hitsOn('/merchant/common/upload');
      expect(hit?.headers.get('token')).toBe('tok-1');
    },
  );

  it('sends a 4.9 MB PNG upstream whole', async () => {
    const { received } = acceptUploads();
    const png = photoPng(Math.round(4.9 * 1024 * 1024));
    const answer = await upload(gateway.url, png, { token: 'tok-1', filename: 'scan.png' });
    expect(answer.status).toBe(200);
    expect(received[0]?.bytes.equals(png)).toBe(true);
  });

  it('answers 413 with the limit in the reason for one byte over it', async () => {
    acceptUploads();
    const answer = await upload(gateway.url, photoPng(MAX + 1), { token: 'tok-1', filename: 'scan.png' });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
      reason: { field: 'file', rule: 'maxBytes', limit: MAX },
    });
  });

  it('refuses a file that is not an image without calling the upstream', async () => {
    acceptUploads();
    const answer = await upload(gateway.url, notAnImage(), {
      token: 'tok-1',
      filename: 'receipt.jpg',
      type: 'image/jpeg',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'BAD_USER_INPUT', reason: { field: 'file', rule: 'imageType' } });
    expect(fake.hitsOn('/merchant/common/upload')).toHaveLength(0);
  });

  it("turns the upstream's own 413 into the file-too-large reason", async () => {
    fake.server.use(
      http.post(UPLOAD, () => new Response('<html>413 Request Entity Too Large</html>', { status: 413 })),
    );
    const answer = await upload(gateway.url, readFixture('product-60k.jpg'), { token: 'tok-1', filename: 'p.jpg' });
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: 'BAD_USER_INPUT', reason: { rule: 'maxBytes' } });
  });
});
