import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throwaway folder of scenario files for one test. */
export class TempProject {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'wirecase-test-'));

  write(relative: string, text: string): string {
    const file = path.join(this.dir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text.replace(/^\n/, ''));
    return file;
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
