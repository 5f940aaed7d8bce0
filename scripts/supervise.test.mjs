import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { supervise } from './supervise.mjs';

// A stand-in server: counts its starts in a file, crashes on the first `crashes` starts, then stays up.
const fakeServer = `
const fs = require('node:fs');
const file = process.argv[1];
const starts = (fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : 0) + 1;
fs.writeFileSync(file, String(starts));
if (starts <= Number(process.argv[2])) { console.error('boom'); process.exit(3); }
setInterval(() => {}, 1000);
`;

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function run(crashes, options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'dk-supervise-'));
  dirs.push(dir);
  const counter = join(dir, 'starts');
  const lines = [];
  let resolveExit;
  const exited = new Promise((resolve) => (resolveExit = resolve));
  const supervisor = supervise({
    command: process.execPath,
    args: ['-e', fakeServer, counter, String(crashes)],
    env: process.env,
    baseDelayMs: 10,
    handleSignals: false,
    log: (line) => lines.push(line),
    exit: (code) => resolveExit(code),
    ...options,
  });
  const starts = () => Number(readFileSync(counter, 'utf8'));
  return { supervisor, lines, exited, starts };
}

async function until(check, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('npm start keeps the server up', () => {
  it('starts a crashed server again and says why it stopped', async () => {
    const { supervisor, lines, exited, starts } = run(2);
    await until(() => lines.length === 2 && supervisor.child.exitCode === null && starts() === 3);
    expect(lines[0]).toMatch(/stopped unexpectedly \(exit code 3\).*Restarting in 10 ms/);
    expect(lines[1]).toMatch(/Restarting in 20 ms/);
    supervisor.stop('SIGTERM');
    // Stopped on purpose: the supervisor ends with the server, and does not start it again.
    expect(await exited).toBe(0);
    expect(starts()).toBe(3);
  });

  it('gives up on a server that keeps crashing', async () => {
    const { lines, exited, starts } = run(1000, { maxRestarts: 3 });
    expect(await exited).toBe(1);
    expect(starts()).toBe(4);
    expect(lines.at(-1)).toMatch(/4 times within 60 s: giving up/);
  });
});
