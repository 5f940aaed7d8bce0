import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { nodeToWebStream } from './web-streams.ts';

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('nodeToWebStream', () => {
  it('hands every chunk on, in order, and ends with the source', async () => {
    expect(await readAll(nodeToWebStream(Readable.from([Buffer.from('event: a\n\n'), 'event: b\n\n'])))).toBe('event: a\n\nevent: b\n\n');
  });

  it('ignores data the source still emits after the reader cancelled (Readable.toWeb threw here)', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const source = new PassThrough();
      let cancelled: unknown = null;
      const stream = nodeToWebStream(source, { onCancel: (reason) => (cancelled = reason ?? 'cancelled') });
      source.write('{"error":');
      await stream.cancel('not a stream');
      // A source that does not stop at once (the in-process API answer) keeps writing and ends.
      source.write('"late"}');
      source.end();
      source.destroy(new Error('torn down'));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(cancelled).toBe('not a stream');
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });

  it('destroys the source on cancel when no handler is given', async () => {
    const source = new PassThrough();
    await nodeToWebStream(source).cancel();
    expect(source.destroyed).toBe(true);
  });

  it('tells the reader a body that was cut off is incomplete', async () => {
    const source = new PassThrough();
    const reading = readAll(nodeToWebStream(source));
    source.write('phone=99890');
    source.destroy();
    await expect(reading).rejects.toThrow(/closed before its end/);
  });

  it('passes a source error on', async () => {
    const source = new PassThrough();
    const reading = readAll(nodeToWebStream(source));
    source.destroy(new Error('socket hang up'));
    await expect(reading).rejects.toThrow('socket hang up');
  });

  it('pauses the source while the reader does not read (back-pressure)', async () => {
    const source = new PassThrough({ highWaterMark: 16 });
    const stream = nodeToWebStream(source, { highWaterMark: 32 });
    for (let i = 0; i < 10; i += 1) source.write(Buffer.alloc(16));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(source.isPaused()).toBe(true);
    const reader = stream.getReader();
    let total = 0;
    source.end();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) total += chunk.value.byteLength;
    expect(total).toBe(160);
  });
});
