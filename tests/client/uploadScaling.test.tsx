/**
 * A camera photo is scaled before it goes up (issue 20): a 4000×3000 JPEG chosen in a
 * refund, top-up or review field leaves the browser as a JPEG of at most 1600 px on
 * its long edge, and the bytes that reach POST /upload are counted. happy-dom has no
 * image decoder or canvas, so the browser's own (createImageBitmap, OffscreenCanvas)
 * are played by sharp here: it decodes the chosen bytes and encodes what the field drew,
 * at the size and quality the field asked for. Chromium does it for real in
 * tests/e2e/uploads.test.ts.
 */
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { ImageUploadField } from '../../client/src/components/ImageUploadField.tsx';
import { cameraJpeg } from '../fixtures/images.ts';
import { renderScreen } from './support/renderApp.tsx';

/** What the field asked the "browser" for, to check beside the bytes. */
const drawn: Array<{ width: number; height: number }> = [];
let encodedWith: { type?: string; quality?: number } | undefined;

/** A decoded picture: sharp's metadata, and the bytes to encode from. */
class SharpBitmap {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly bytes: Buffer,
  ) {}
  close(): void {}
}

/** createImageBitmap(blob, { imageOrientation: 'from-image' }), by sharp: width and height as shown. */
async function createImageBitmap(blob: Blob): Promise<SharpBitmap> {
  const bytes = Buffer.from(await blob.arrayBuffer());
  const { width, height, orientation } = await sharp(bytes).metadata();
  const turned = (orientation ?? 1) >= 5;
  return new SharpBitmap(turned ? height : width, turned ? width : height, bytes);
}

/** An OffscreenCanvas whose one drawn picture sharp resizes and encodes. */
class SharpCanvas {
  private source: SharpBitmap | undefined;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return {
      fillStyle: '',
      imageSmoothingQuality: '',
      fillRect: () => undefined,
      drawImage: (bitmap: SharpBitmap, _x: number, _y: number, width: number, height: number) => {
        this.source = bitmap;
        drawn.push({ width, height });
      },
    };
  }
  async convertToBlob(options: { type?: string; quality?: number }): Promise<Blob> {
    encodedWith = options;
    const jpeg = await sharp(this.source?.bytes)
      .rotate()
      .resize(this.width, this.height, { fit: 'fill' })
      .jpeg({ quality: Math.round((options.quality ?? 0.92) * 100) })
      .toBuffer();
    return new Blob([new Uint8Array(jpeg)], { type: options.type ?? 'image/png' });
  }
}

/** A camera-like 4000×3000 JPEG of some 4 MB. */
let cameraPhoto: Buffer;

beforeAll(async () => {
  cameraPhoto = await cameraJpeg(4000, 3000);
}, 60_000);

afterEach(() => {
  vi.unstubAllGlobals();
  drawn.length = 0;
  encodedWith = undefined;
});

function Field() {
  const [urls, setUrls] = useState<string[]>([]);
  return <ImageUploadField value={urls} onChange={setUrls} maxCount={1} label="Refund proof" testId="field" />;
}

function choose(file: File): void {
  fireEvent.change(document.querySelector('[data-testid="field"] input[type="file"]')!, { target: { files: [file] } });
}

/** POST /upload answering a URL, with the size of every request body it received and the file in it. */
function countingUpload() {
  const bodies: number[] = [];
  const files: Array<{ name: string; type: string; bytes: Buffer }> = [];
  const handler = http.post('*/upload', async ({ request }) => {
    bodies.push((await request.clone().arrayBuffer()).byteLength);
    const file = (await request.formData()).get('file') as File;
    files.push({ name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) });
    return HttpResponse.json({ url: 'http://localhost/uploads/proof.jpg' });
  });
  return { handler, bodies, files };
}

describe('a camera photo chosen in an upload field', () => {
  test('goes up as a JPEG of at most 1600 px on the long edge: a few hundred KB instead of megabytes', async () => {
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    vi.stubGlobal('OffscreenCanvas', SharpCanvas);
    const seen = countingUpload();
    await renderScreen(<Field />, { path: '/refund', token: 'tok-scale', handlers: [seen.handler] });
    expect(cameraPhoto.length).toBeGreaterThan(3 * 1024 * 1024);

    choose(new File([new Uint8Array(cameraPhoto)], 'IMG_0001.JPG', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Picture 1' }, { timeout: 30_000 });

    expect(drawn).toEqual([{ width: 1600, height: 1200 }]);
    expect(encodedWith).toEqual({ type: 'image/jpeg', quality: 0.85 });
    expect(seen.files).toHaveLength(1);
    const sent = seen.files[0]!;
    expect(sent.name).toBe('IMG_0001.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(await sharp(sent.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    // The bytes that went up: the scaled file and the form's few hundred bytes of framing, nothing of the original.
    const [body] = seen.bodies;
    expect(body).toBeLessThan(sent.bytes.length + 1024);
    expect(body).toBeLessThan(cameraPhoto.length / 4);
    expect(body).toBeLessThan(1024 * 1024);
  }, 60_000);

  test('a photo the browser cannot decode (HEIC outside Safari) goes as it is, for the gateway to judge', async () => {
    const seen = countingUpload();
    vi.stubGlobal('createImageBitmap', () => Promise.reject(new DOMException('cannot decode', 'InvalidStateError')));
    vi.stubGlobal('OffscreenCanvas', SharpCanvas);
    await renderScreen(<Field />, { path: '/refund', token: 'tok-scale', handlers: [seen.handler] });
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    choose(new File([new Uint8Array(small)], 'receipt.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Picture 1' });
    expect(drawn).toEqual([]);
    expect(seen.files[0]?.bytes.equals(small)).toBe(true);
  });
});
