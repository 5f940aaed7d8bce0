// Preloaded into the server by bench/memory.mjs (NODE_OPTIONS=--import): on SIGUSR2 it writes the
// process's memory figures to MEMORY_PROBE_FILE — V8's heap, buffers outside it, and the linear
// memories of WebAssembly instances (PGlite's PostgreSQL runs in one), which Node does not report.
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const memories = new Set();
function remember(instance) {
  for (const value of Object.values(instance.exports ?? {})) if (value instanceof WebAssembly.Memory) memories.add(value);
}
const { instantiate, Instance, Memory } = WebAssembly;
// PGlite creates its memory itself and hands it to the module as an import.
WebAssembly.Memory = new Proxy(Memory, {
  construct(target, args) {
    const memory = Reflect.construct(target, args);
    memories.add(memory);
    return memory;
  },
});
WebAssembly.instantiate = async function (...args) {
  const result = await instantiate.apply(this, args);
  remember(result.instance ?? result);
  return result;
};
WebAssembly.Instance = new Proxy(Instance, {
  construct(target, args) {
    const instance = Reflect.construct(target, args);
    remember(instance);
    return instance;
  },
});

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const mb = (bytes) => Math.round(bytes / 1024 / 1024);
  writeFileSync(
    process.env.MEMORY_PROBE_FILE,
    JSON.stringify({
      rssMb: mb(usage.rss),
      heapUsedMb: mb(usage.heapUsed),
      heapTotalMb: mb(usage.heapTotal),
      heapLimitMb: mb(heap.heap_size_limit),
      externalMb: mb(usage.external),
      arrayBuffersMb: mb(usage.arrayBuffers),
      wasmMb: mb([...memories].reduce((sum, memory) => sum + memory.buffer.byteLength, 0)),
    }),
  );
});
