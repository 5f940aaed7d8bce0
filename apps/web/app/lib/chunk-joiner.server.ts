// Joins the many small writes of a server render into a few chunks on their way to the socket.
import { Transform, type TransformCallback } from 'node:stream';

// React writes a page as hundreds of 2 KB pieces; each piece would then travel on its own through
// three streams (this one, the web stream React Router returns, the socket's). Pieces written in one
// go are joined and passed on when React says it is done for now (flush, as for a compressing
// stream), or every 64 KB: the same bytes at the same moments, in a few chunks.
const JOINED_CHUNK_BYTES = 64 * 1024;

export class ChunkJoiner extends Transform {
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  /** `onEnd` runs once everything written has been passed on. */
  constructor(private readonly onEnd: () => void = () => undefined) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.byteLength;
    if (this.pendingBytes >= JOINED_CHUNK_BYTES) this.flush();
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    this.onEnd();
    callback();
  }

  /** Called by React after every batch of writes. */
  flush(): void {
    if (this.pendingBytes === 0) return;
    const joined = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.push(joined);
  }
}
