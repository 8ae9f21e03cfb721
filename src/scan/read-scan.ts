import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { UserError } from '../source/diagnostic.js';
import { packageRoot } from '../source/package-root.js';
import { readText } from '../source/read-text.js';
import type { ScanResult } from './outcome.js';

/**
 * `--since OLD/scan.json`: an earlier scan, read and checked against schemas/scan.schema.json before
 * anything is started (a file that is not a scan.json is exit 2, saying where it differs).
 */
export async function readScanResult(shown: string, absolutePath: string): Promise<ScanResult> {
  const text = readText(absolutePath, shown, { option: '--since' });
  const bad = (message: string): never => {
    throw new UserError({ code: 'BAD_ARGUMENT', message: `--since ${shown}: ${message}`, hint: 'give the scan.json an earlier `wirecase scan` wrote' });
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return bad(`not JSON (${(error as Error).message})`);
  }
  const validate = await scanValidator();
  if (!validate(data)) {
    const said = ((validate.errors ?? []) as ErrorObject[]).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
    return bad(`not a scan.json: ${said.join('; ')}`);
  }
  return data as ScanResult;
}

async function scanValidator(): Promise<ValidateFunction> {
  const { Ajv2020 } = (await import('ajv/dist/2020.js')) as unknown as { Ajv2020: new (o: object) => { compile(s: object): ValidateFunction } };
  const { default: addFormats } = (await import('ajv-formats')) as unknown as { default: (ajv: unknown) => void };
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(JSON.parse(readFileSync(path.join(packageRoot, 'schemas', 'scan.schema.json'), 'utf8')) as object);
}
