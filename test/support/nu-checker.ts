import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** One error of the W3C Nu HTML Checker, with the document it was found in. */
export interface NuError {
  document: string;
  line: number;
  message: string;
  extract: string;
}

const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/**
 * Runs the Nu HTML Checker (vnu-jar, on Java) once over every named document and returns its errors.
 * Throws, rather than passing, when Java is missing: CI installs default-jre-headless.
 */
export function nuErrors(documents: Record<string, string>): NuError[] {
  const dir = mkdtempSync(join(tmpdir(), 'nu-'));
  try {
    const names = Object.keys(documents);
    const files = names.map((_, index) => join(dir, `${index}.html`));
    names.forEach((name, index) => writeFileSync(files[index], documents[name]));
    const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    });
    if (run.error || run.status !== 0)
      throw new Error(`The Nu HTML Checker could not run (is Java installed?): ${run.error?.message ?? run.stderr}`);
    const report = JSON.parse(run.stderr) as {
      messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
    };
    return report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => ({
        document: names[files.findIndex((file) => message.url.endsWith(file))] ?? message.url,
        line: message.lastLine ?? 0,
        message: message.message,
        extract: message.extract ?? '',
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
