// Node stream → WHATWG ReadableStream that survives its reader cancelling while data is still flowing.
//
// Node 20's `Readable.toWeb` enqueues every 'data' event, also after the web side was cancelled: the
// controller is closed by then and `enqueue` throws ERR_INVALID_STATE from an event handler, which
// ends the process (one relayed 404 with a body was enough). This adapter ignores whatever the Node
// stream emits once the web side is done, and honours back-pressure by pausing.
import type { Readable } from 'node:stream';

export interface WebStreamOptions {
  /** Called once when the reader cancels (the default destroys the Node stream). */
  onCancel?: (reason: unknown) => void;
  /** Bytes buffered on the web side before the Node stream is paused. */
  highWaterMark?: number;
}

export function nodeToWebStream(source: Readable, options: WebStreamOptions = {}): ReadableStream<Uint8Array> {
  let done = false;
  const detach = () => {
    source.off('data', onData);
    source.off('end', onEnd);
    source.off('error', onError);
    source.off('close', onClose);
  };
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const finish = (action: () => void) => {
    if (done) return;
    done = true;
    detach();
    // Still guarded: the web side may have errored or closed on its own.
    try {
      action();
    } catch {
      // Nothing left to tell the reader.
    }
  };
  function onData(chunk: Buffer | string) {
    if (done) return;
    const bytes = typeof chunk === 'string' ? new TextEncoder().encode(chunk) : new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    try {
      controller.enqueue(bytes);
    } catch {
      finish(() => undefined);
      source.destroy();
      return;
    }
    if ((controller.desiredSize ?? 1) <= 0) source.pause();
  }
  function onEnd() {
    finish(() => controller.close());
  }
  function onError(error: unknown) {
    finish(() => controller.error(error));
  }
  // Destroyed without 'end' (the client went away mid-upload, the stream was torn down): the reader
  // learns the body is incomplete instead of taking what came as all of it, or waiting forever.
  function onClose() {
    finish(() => controller.error(new Error('the stream closed before its end')));
  }
  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        source.on('data', onData);
        source.once('end', onEnd);
        source.once('error', onError);
        source.once('close', onClose);
        source.pause();
      },
      pull() {
        if (!done) source.resume();
      },
      cancel(reason) {
        if (done) return;
        done = true;
        detach();
        // Errors after this point have nobody to go to: keep a listener so they are not uncaught.
        source.on('error', () => undefined);
        if (options.onCancel) options.onCancel(reason);
        else source.destroy();
      },
    },
    { highWaterMark: options.highWaterMark ?? 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}
