import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';
import { Transform, type TransformCallback } from 'node:stream';

/** The file's bytes are not one of the accepted image types. */
export class NotAnImageError extends Error {
  constructor() {
    super('not an accepted image');
  }
}

export interface ImageUploadStreamOptions {
  /** Accepted `file-type` extensions (e.g. jpg, png, gif, webp). */
  accepted: ReadonlySet<string>;
  /** How many bytes are held back to recognise the type before anything flows on. */
  sniffBytes: number;
  /**
   * Settles once the whole client request has been parsed. The stream's end waits for
   * it, so an upstream upload is only completed for a request that was accepted whole
   * (a second file or a broken form after the first one stores nothing).
   */
  released: Promise<void>;
}

/**
 * One uploaded file on its way upstream. It holds back the first bytes until their
 * image type is known (`detected`), then lets everything through with backpressure.
 *
 * Detection lives inside the stream, not in listeners added after an `await`: the end
 * of a file that arrives in one chunk can be signalled before such a listener exists,
 * and the upstream body then never ends (that was the cause of the 10 s timeouts on
 * 4 KB–1 MB images). Here the end is `_flush`, which cannot be missed.
 */
export class ImageUploadStream extends Transform {
  readonly detected: Promise<FileTypeResult>;
  private held: Buffer[] = [];
  private heldBytes = 0;
  private known = false;
  private resolveType!: (type: FileTypeResult) => void;
  private rejectType!: (error: Error) => void;

  constructor(private readonly options: ImageUploadStreamOptions) {
    super();
    this.detected = new Promise<FileTypeResult>((resolve, reject) => {
      this.resolveType = resolve;
      this.rejectType = reject;
    });
    // Whoever waits for the type handles a refusal; the stream's 'error' reports it too.
    this.detected.catch(() => undefined);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.known) {
      callback(null, chunk);
      return;
    }
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < this.options.sniffBytes) {
      callback();
      return;
    }
    this.identify().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback): void {
    const identified = this.known ? Promise.resolve() : this.identify();
    identified.then(() => this.options.released).then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (!this.known) this.rejectType(error ?? new Error('upload stopped before its type was known'));
    callback(error);
  }

  /** Recognises the held bytes (or the whole of a shorter file) and releases them. */
  private async identify(): Promise<void> {
    const head = Buffer.concat(this.held);
    this.held = [];
    const type = await fileTypeFromBuffer(head);
    if (!type || !this.options.accepted.has(type.ext)) {
      const error = new NotAnImageError();
      this.rejectType(error);
      throw error;
    }
    this.known = true;
    this.resolveType(type);
    this.push(head);
  }
}
