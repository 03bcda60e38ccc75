import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FunctionSettings } from './settings.ts';

const HOST_SCRIPT = fileURLToPath(new URL('./host.js', import.meta.url));
const READY_MARKER = '__edge_host_ready__';

export interface WorkerSpec {
  denoBin: string;
  settings: FunctionSettings;
  env: Record<string, string>;
  allowRead: string[];
  /** The only place the function may write (hosted gives functions a writable /tmp too). */
  tmpDir: string;
  /** 'manual' resolves npm packages from the project's node_modules; 'none' lets Deno download them. */
  npmMode: 'manual' | 'none';
  bootTimeoutMs: number;
}

export class BootError extends Error {
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

/** One long-lived Deno process serving one function on an ephemeral loopback port. */
export class FunctionWorker {
  readonly ready: Promise<number>;
  private readonly child: ChildProcess;
  private exited = false;
  private bootOutput = '';

  constructor(readonly spec: WorkerSpec) {
    fs.mkdirSync(spec.tmpDir, { recursive: true });
    const { settings } = spec;
    const importMapFlag = settings.importMap
      ? /^deno\.jsonc?$/.test(path.basename(settings.importMap))
        ? [`--config=${settings.importMap}`]
        : [`--import-map=${settings.importMap}`, '--no-config']
      : ['--no-config'];
    const args = [
      'run',
      '--quiet',
      '--no-prompt',
      // A lock file would be written next to deno.json in the source tree.
      '--no-lock',
      `--node-modules-dir=${spec.npmMode}`,
      ...importMapFlag,
      '--allow-net',
      '--allow-env',
      `--allow-read=${[...spec.allowRead, spec.tmpDir].join(',')}`,
      `--allow-write=${spec.tmpDir}`,
      HOST_SCRIPT,
      pathToFileURL(settings.entrypoint).href,
    ];
    this.child = spawn(spec.denoBin, args, {
      env: { ...spec.env, TMPDIR: spec.tmpDir },
      cwd: path.dirname(settings.entrypoint),
      // stdin stays open for the worker's lifetime: when the stack dies, the worker sees EOF and exits.
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // Workers must never keep the stack process alive on their own.
    this.child.unref();
    for (const s of [this.child.stdin, this.child.stdout, this.child.stderr]) (s as unknown as Socket | null)?.unref?.();

    const prefix = `[functions:${settings.name}]`;
    this.ready = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new BootError(`did not start within ${spec.bootTimeoutMs} ms`, this.bootOutput));
        this.kill();
      }, spec.bootTimeoutMs);
      timer.unref();
      readline.createInterface({ input: this.child.stdout! }).on('line', (line) => {
        if (line.startsWith(READY_MARKER)) {
          clearTimeout(timer);
          resolve(Number(line.slice(READY_MARKER.length)));
        } else console.log(`${prefix} ${line}`);
      });
      readline.createInterface({ input: this.child.stderr! }).on('line', (line) => {
        if (this.bootOutput.length < 20_000) this.bootOutput += `${line}\n`;
        console.error(`${prefix} ${line}`);
      });
      this.child.once('error', (e) => {
        clearTimeout(timer);
        this.exited = true;
        reject(new BootError(`could not run deno (${spec.denoBin}): ${e.message}`, this.bootOutput));
      });
      this.child.once('exit', (code, signal) => {
        clearTimeout(timer);
        this.exited = true;
        reject(new BootError(`exited during boot (${signal ?? `code ${code}`})`, this.bootOutput));
      });
    });
    // Nobody may be awaiting `ready` when a worker dies later; that is not an unhandled error.
    this.ready.catch(() => undefined);
  }

  get alive(): boolean {
    return !this.exited;
  }

  kill(): void {
    if (this.exited) return;
    this.exited = true;
    this.child.kill('SIGKILL');
  }
}
