import { photoPng } from '../../fixtures/images.ts';
import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real, valid PNG (8-bit RGB) of the given size with a simple gradient, built
 * here so the tests need no fixture files.
 */
export function buildPng(width = 4, height = 3): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x += 1) {
      row.writeUInt8((x * 60) % 256, 1 + x * 3);
      row.writeUInt8((y * 80) % 256, 2 + x * 3);
      row.writeUInt8(200, 3 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG of exactly `size` bytes (noise pixels and a comment chunk), to test the size limit. */
export function pngOfSize(size: number): Buffer {
  return photoPng(size);
}

export interface UploadAnswer {
  status: number;
  body: { url?: string; error?: { code: string; message: string; field?: string; [key: string]: unknown } };
}

export interface UploadOptions {
  token?: string | undefined;
  filename?: string;
  type?: string;
  field?: string;
  headers?: Record<string, string>;
}

/** Sends one file to the gateway's POST /upload as a browser would (multipart FormData). */
export async function upload(
  gatewayUrl: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([bytes], { type: options.type ?? 'image/png' }),
    options.filename ?? 'evidence.png',
  );
  const response = await fetch(`${gatewayUrl}/upload`, {
    method: 'POST',
    headers: { ...(options.token ? { token: options.token } : {}), ...options.headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}
