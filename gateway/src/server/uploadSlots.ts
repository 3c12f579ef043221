/** How many uploads run at once: in the process, per session and per client address. */
export interface UploadSlotLimits {
  concurrency: number;
  perSession: number;
  perAddress: number;
}

/** Why an upload found no place: the process is full (503), or this shopper already has his share (429). */
export type SlotRefusal = 'busy' | 'session' | 'address';

/** A place taken; `release` gives it back (once, however often called). */
export interface UploadSlot {
  release(): void;
}

/**
 * The uploads in flight in this process. Each holds up to UPLOAD_MAX_BYTES of memory while its
 * body arrives and one connection of the uploads' pool while it goes upstream, so the places are
 * this process's own, counted here (not in Redis): a fleet of N processes takes N times as many,
 * as it has N times the memory. A session and an address each get a share, so that one shopper,
 * or one client inventing a token per upload, cannot take every place.
 */
export class UploadSlots {
  private inFlight = 0;
  private readonly bySession = new Map<string, number>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: UploadSlotLimits) {}

  /** A place for an upload of `session` from `address`, or why there is none. */
  take(session: string, address: string): UploadSlot | SlotRefusal {
    if ((this.bySession.get(session) ?? 0) >= this.limits.perSession) return 'session';
    if ((this.byAddress.get(address) ?? 0) >= this.limits.perAddress) return 'address';
    if (this.inFlight >= this.limits.concurrency) return 'busy';
    this.inFlight += 1;
    increment(this.bySession, session, 1);
    increment(this.byAddress, address, 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        increment(this.bySession, session, -1);
        increment(this.byAddress, address, -1);
      },
    };
  }

  /** Uploads in flight now (for the metrics and tests). */
  get size(): number {
    return this.inFlight;
  }
}

/** Adds `by` to a key's count, forgetting the key at 0 so the maps hold only who is uploading now. */
function increment(counts: Map<string, number>, key: string, by: number): void {
  const next = (counts.get(key) ?? 0) + by;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
