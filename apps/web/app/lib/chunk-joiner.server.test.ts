import { describe, expect, it } from 'vitest';
import { ChunkJoiner } from './chunk-joiner.server.ts';

function collect(joiner: ChunkJoiner): Buffer[] {
  const chunks: Buffer[] = [];
  joiner.on('data', (chunk: Buffer) => chunks.push(chunk));
  return chunks;
}

describe('ChunkJoiner', () => {
  it('passes on what was written since the last flush as one chunk, bytes unchanged', async () => {
    const joiner = new ChunkJoiner();
    const chunks = collect(joiner);
    for (let i = 0; i < 100; i++) joiner.write(`<li>${i}</li>`);
    joiner.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.toString()).toBe(Array.from({ length: 100 }, (_, i) => `<li>${i}</li>`).join(''));
  });

  it('does not hold more than 64 KB back, and gives the rest at the end', async () => {
    let ended = false;
    const joiner = new ChunkJoiner(() => (ended = true));
    const chunks = collect(joiner);
    const piece = Buffer.alloc(2048, 'a');
    for (let i = 0; i < 40; i++) joiner.write(piece);
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks.map((chunk) => chunk.byteLength)).toEqual([64 * 1024]);
    expect(ended).toBe(false);
    joiner.end();
    await new Promise((resolve) => joiner.once('end', resolve));
    expect(chunks.map((chunk) => chunk.byteLength)).toEqual([64 * 1024, 8 * 2048]);
    expect(ended).toBe(true);
  });
});
