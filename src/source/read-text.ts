import { readFileSync } from 'node:fs';
import { UserError } from './diagnostic.js';

/**
 * A file's text. A missing or unreadable file is a UserError (exit 2) that says what the file was
 * for: `noun` names it ("catalog not found: …"), `option` is the command-line option that gave it.
 */
export function readText(absolutePath: string, shown: string, { noun = 'file', option }: { noun?: string; option?: string } = {}): string {
  try {
    return readFileSync(absolutePath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const prefix = option ? `${option}: ` : '';
    throw new UserError({
      code: code === 'ENOENT' ? 'FILE_NOT_FOUND' : 'FILE_UNREADABLE',
      message: code === 'ENOENT' ? `${prefix}${noun} not found: ${shown}` : `${prefix}cannot read ${shown}: ${code ?? error}`,
    });
  }
}
