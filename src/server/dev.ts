import { spawn, type ChildProcess } from 'node:child_process';

// `npm run dev`: Vite with hot reload on 5173 (it proxies /api to the API) and the API restarting on change.
// Both run as children; when either ends, or we are asked to stop, both are stopped.
const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, command: string, args: string[]) {
  const child = spawn(command, args, { stdio: 'inherit', env: process.env });
  child.on('error', (err) => {
    console.error(`[dev] could not start ${name}: ${err.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the other.`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

function stopAll(exitCode: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  // A child that ignores SIGTERM must not keep the terminal.
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 5000);
  force.unref();
  void Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve())),
    ),
  ).then(() => process.exit(exitCode));
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

start('api', 'node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'src/server/main.ts']);
start('vite', 'node_modules/.bin/vite', []);
