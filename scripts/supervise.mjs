// Keeps one server process running: a crash (non-zero exit, or killed by a signal nobody sent it) is
// logged with its cause and the server is started again, with a growing pause; a server that keeps
// crashing is given up on. SIGINT/SIGTERM are passed on and end the supervisor with the server.
import { spawn } from 'node:child_process';

/**
 * @param {{ command: string, args: string[], cwd?: string, env?: NodeJS.ProcessEnv,
 *   windowMs?: number, maxRestarts?: number, baseDelayMs?: number, handleSignals?: boolean,
 *   log?: (line: string) => void, exit?: (code: number) => void, onStart?: (child: import('node:child_process').ChildProcess) => void }} options
 */
export function supervise(options) {
  const { windowMs = 60_000, maxRestarts = 5, baseDelayMs = 500, handleSignals = true } = options;
  const log = options.log ?? ((line) => console.error(line));
  const exit = options.exit ?? ((code) => process.exit(code));
  const recentCrashes = [];
  let child;
  let stopping = false;
  let restartTimer = null;

  const start = () => {
    child = spawn(options.command, options.args, { cwd: options.cwd, env: options.env, stdio: 'inherit' });
    options.onStart?.(child);
    child.on('exit', onExit);
  };

  const onExit = (code, signal) => {
    if (stopping || code === 0) return exit(code ?? 0);
    const now = Date.now();
    recentCrashes.push(now);
    while (recentCrashes[0] < now - windowMs) recentCrashes.shift();
    const why = signal ? `signal ${signal}` : `exit code ${code}`;
    if (recentCrashes.length > maxRestarts) {
      log(`[start] the server stopped unexpectedly (${why}), ${recentCrashes.length} times within ${windowMs / 1000} s: giving up.`);
      return exit(1);
    }
    // The server's own log, just above, says what happened (its fatal line with the stack trace).
    const delayMs = baseDelayMs * 2 ** (recentCrashes.length - 1);
    log(`[start] the server stopped unexpectedly (${why}); the cause is in the lines above. Restarting in ${delayMs} ms.`);
    restartTimer = setTimeout(() => {
      restartTimer = null;
      if (!stopping) start();
    }, delayMs);
  };

  const stop = (signal) => {
    stopping = true;
    if (restartTimer) clearTimeout(restartTimer);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    else exit(0);
  };
  if (handleSignals) for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop(signal));

  start();
  return { stop, get child() { return child; } };
}
