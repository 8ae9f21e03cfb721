import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UserError } from '../../source/diagnostic.js';
import { displayPath } from '../../source/display-path.js';
import { packageRoot } from '../../source/package-root.js';
import { type SchemaLink, schemaLink } from '../../source/schema-link.js';
import type { ArgsOf } from '../command-table.js';
import { ExitCode } from '../exit-codes.js';
import { resources } from '../generated/resources.js';
import { makeFolder } from '../make-folder.js';

export type InitOptions = ArgsOf<'init'>;

/**
 * `wirecase init [dir]`: a starter folder that validates and runs out of the box: plain HTTP
 * checks against the built-in demo API, or with `--mcp` MCP calls against the scripted MCP server.
 * Its files are `resources/starter/`, embedded at build time, so an installed package needs nothing more.
 * Never overwrites: if any file it would write exists, nothing is written and it exits 2.
 */
export function initCommand(options: InitOptions): number {
  const dir = path.resolve(options.dir);
  const scenario = schemaLink(dir, 'scenario.schema.json');
  const suite = schemaLink(dir, 'suite.schema.json');
  const guide = path
    .relative(dir, path.join(packageRoot, 'docs', 'guide.md'))
    .split(path.sep)
    .join('/');
  const files = starterFiles(options.mcp ? 'mcp' : 'http', { 'scenario-schema': scenario.link, 'suite-schema': suite.link, guide });
  const existing = Object.keys(files).filter((name) => existsSync(path.join(dir, name)));
  if (existing.length) {
    throw new UserError({
      code: 'BAD_ARGUMENT',
      message: `${options.dir} already has ${existing.join(', ')}: wirecase init never overwrites a file, so nothing was written`,
      hint: 'choose an empty or new folder: wirecase init my-tests',
    });
  }
  makeFolder(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text, { flag: 'wx' });
  const shown = displayPath(dir) || '.';
  const server = options.mcp ? 'the scripted MCP server' : 'the demo API';
  process.stdout.write(
    `Created ${shown}/ with ${Object.keys(files).length} files:\n` +
      Object.keys(files)
        .map((name) => `  ${name}\n`)
        .join('') +
      `\nNext:\n  wirecase validate ${shown}\n  wirecase run ${shown}          (starts ${server} for you)\n` +
      `Against your own server: copy .env.example to .env, fill it in, then\n  wirecase run ${shown} --base-url https://your-server.example --env-file ${shown}/.env\n` +
      `\n${editorNote(shown, scenario)}`,
  );
  return ExitCode.passed;
}

/** How an editor finds the schemas, and how long the link lasts. */
function editorNote(shown: string, scenario: SchemaLink): string {
  const lasts =
    scenario.kind === 'dependency'
      ? "They point into this project's node_modules/wirecase, so they keep working when the project is moved or cloned (after npm install)."
      : scenario.kind === 'checkout'
        ? "They point into wirecase's own folder, relative to the files, so they move with it."
        : 'They point at this wirecase, wherever it is installed: moved or shared, the link breaks.\n' +
          'To make it last, install wirecase in the project (npm install --save-dev wirecase) and run init there.';
  return (
    'Editor: every file starts with a `# yaml-language-server: $schema=...` line. With the YAML\n' +
    'extension (VS Code: "YAML" by Red Hat) it gives completion, hover text and errors as you type.\n' +
    `${lasts}\n` +
    'For new files without that line, map the folder in your workspace settings (.vscode/settings.json;\n' +
    "a file's own $schema line wins, so suite.yaml keeps the suite schema):\n" +
    `  "yaml.schemas": { "${scenario.file}": "${shown}/*.yaml" }\n` +
    "Every kind of wirecase file mapped at once: wirecase's schemas/catalog.json (docs/ci.md, Editor support).\n"
  );
}

/** The starter files of each kind, in the order `init` lists them (`resources/starter/<kind>/`, and `CI.md` shared). */
const STARTERS = {
  http: ['suite.yaml', 'health.yaml', 'items.yaml', '.env.example', 'CI.md'],
  mcp: ['suite.yaml', 'http-check.yaml', 'mcp-call.yaml', 'sse.yaml', 'capture.yaml', '.env.example', 'CI.md'],
} as const;

/** What the starter files' `{slots}` become, for each kind. */
const CI_SLOTS = {
  http: { server: 'the demo API', 'secret-var': '--var client_secret=$CLIENT_SECRET' },
  mcp: { server: 'the scripted server', 'secret-var': '--var token=$MCP_TOKEN' },
};

/**
 * The starter of a kind (plain HTTP against `wirecase serve demo`, or MCP calls against `wirecase serve
 * scripted`), file name → text, its `{scenario-schema}`, `{suite-schema}` and `{guide}` filled in.
 */
export function starterFiles(kind: keyof typeof STARTERS, slots: { 'scenario-schema': string; 'suite-schema': string; guide: string }): Record<string, string> {
  const fill: Record<string, string> = { ...slots, ...CI_SLOTS[kind] };
  const text = (name: string) => resources[(name === 'CI.md' ? 'starter/CI.md' : `starter/${kind}/${name}`) as keyof typeof resources];
  return Object.fromEntries(STARTERS[kind].map((name) => [name, text(name).replace(/\{([a-z-]+)\}/g, (slot: string, key: string) => fill[key] ?? slot)]));
}
