// The native `rowkey` CLI, for comparing the JS module's results and messages with it.
import { execFileSync, spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';

export const root = path.join(__dirname, '..');

/** The most recently built CLI (xtask builds the debug one for tests, the release one for benchmarks). */
export function binary(): string {
  const built = ['target/release/rowkey', 'target/debug/rowkey']
    .map((p) => path.join(root, p))
    .filter((p) => fs.existsSync(p))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (built.length === 0) throw new Error('build the CLI first: cargo build -p rowkey-cli');
  return built[0];
}

/** stdout of a successful run. */
export function rowkey(args: string[]): string {
  return execFileSync(binary(), args, { encoding: 'utf8' });
}

/** stderr of a failing run (exit status 2), without the leading `error: `. */
export function rowkeyError(args: string[]): string {
  const r = spawnSync(binary(), args, { encoding: 'utf8' });
  if (r.status !== 2) throw new Error(`expected exit 2, got ${r.status}: ${r.stdout}${r.stderr}`);
  return r.stderr.replace(/^error: /, '').replace(/\n$/, '');
}

/** A design written to a temporary file. */
export function designFile(design: object | string): string {
  const f = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rowkey-')), 'design.json');
  fs.writeFileSync(f, typeof design === 'string' ? design : JSON.stringify(design));
  return f;
}
