import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { UserError } from '../source/diagnostic.js';
import { ExitCode } from './exit-codes.js';
import { printDiagnostics } from './print-diagnostics.js';
import { version } from './version.js';

const EPILOGUE = `Exit codes: 0 all selected tests passed · 1 a test failed · 2 bad input or usage · 130 interrupted.
Docs: docs/guide.md (writing scenarios), docs/architecture.md (how it works).`;

/**
 * The command line. Each command's module is imported only when that command runs, so `--version`
 * and `validate` never load the HTTP stack or reporters they do not use.
 */
export async function main(argv: string[]): Promise<number> {
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  let exitCode: number = ExitCode.passed;
  const selection = {
    id: { type: 'string', array: true, describe: 'Only these test IDs (a trailing * matches a prefix)' },
    tag: { type: 'string', array: true, describe: 'Only tests with any of these tags' },
    grep: { type: 'string', describe: 'Only tests whose ID or title contains this text' },
  } as const;
  const cli = yargs(argv)
    .scriptName('wirecase')
    .version(version)
    .usage('wirecase <command> [options]\n\nProves an HTTP service follows its contract with YAML scenario documents, at the wire.')
    .command(
      'run [paths..]',
      'Run scenario documents and report',
      (y) =>
        y
          .positional('paths', { type: 'string', array: true, default: ['scenarios/'], describe: 'Files or folders of scenario documents' })
          .options(selection)
          .option('base-url', { type: 'string', describe: 'Server to test; replaces the suites\' baseUrl and starts no target' })
          .option('var', { type: 'string', array: true, default: [] as string[], describe: 'A variable, name=value (repeatable); replaces suite defaults' })
          .option('env-file', { type: 'string', describe: 'Variables from a YAML file (top-level keys) or a .env file' })
          .option('bail', { type: 'boolean', default: false, describe: 'Stop after the first failed test' })
          .option('wire-schema', { type: 'string', describe: 'An MCP schema.json: every JSON-RPC message received must be valid against it (and each result against its method\'s result type)' })
          .option('concurrency', { type: 'number', describe: 'Tests run at the same time (each test\'s steps stay in order; output stays in document order). Default: CPU count, at most 8' })
          .option('timeout', { type: 'number', describe: 'Per-step timeout in ms (default: the suite\'s, else 30000)' })
          .option('report-body-size', { type: 'string', describe: 'Response bytes a failed step keeps for reports, e.g. 1MiB (default: the suite\'s reportBodySize, else 64KiB; passed steps keep at most 4KiB)' })
          .option('shard', { type: 'string', describe: 'Run slice K of N (e.g. 2/3): a stable, balanced share of the selected tests, for CI matrices' })
          .option('durations', { type: 'string', describe: 'A results.json of an earlier run: --shard balances by its recorded durations' })
          .option('reporter', { type: 'string', array: true, default: ['console'], describe: 'Comma list of reporters: console, json, junit, markdown, html' })
          .option('out', { type: 'string', default: 'reports', describe: 'Folder for report files (results.json, junit.xml)' })
          .option('verbose', { type: 'boolean', default: false, describe: 'Show every step' })
          .option('strict-catalog', { type: 'boolean', default: false, describe: 'Exit 2 before running if a document names a test ID, row or section its catalog lacks' })
          .option('expected-failures', { type: 'string', describe: 'A YAML file `tests: [{ id, reason }]` of known failures: they do not fail the run' })
          .option('strict-baseline', { type: 'boolean', default: false, describe: 'With --expected-failures: a listed test that now passes fails the run' })
          .example('wirecase run', 'Run everything under scenarios/')
          .example('wirecase run scenarios/examples --reporter console,json --out reports', 'Write reports/results.json too')
          .example('wirecase run --base-url http://127.0.0.1:3000 --env-file staging.env --tag smoke', 'Run the smoke tests against your server'),
      async (args) => {
        if (args.strictCatalog) (await import('./commands/report.js')).checkCatalogsBeforeRun({ ...args, paths: args.paths as string[], var: args.var as string[] });
        const { runCommand } = await import('./commands/run.js');
        exitCode = await runCommand({ ...args, paths: args.paths as string[], var: args.var as string[], reporter: args.reporter as string[], color });
      },
    )
    .command(
      'validate [paths..]',
      'Check scenario documents without sending anything',
      (y) =>
        y
          .positional('paths', { type: 'string', array: true, default: ['scenarios/'] })
          .option('var', { type: 'string', array: true, default: [] as string[], describe: 'Variables the documents may use (name=value)' }),
      async (args) => {
        const { validateCommand } = await import('./commands/validate.js');
        exitCode = validateCommand({ paths: args.paths as string[], var: args.var as string[] });
      },
    )
    .command(
      'list [paths..]',
      'List test IDs, titles, tags and file:line',
      (y) => y.positional('paths', { type: 'string', array: true, default: ['scenarios/'] }).options(selection).option('json', { type: 'boolean', default: false }),
      async (args) => {
        const { listCommand } = await import('./commands/list.js');
        exitCode = listCommand({ ...args, paths: args.paths as string[] });
      },
    )
    .command(
      'report',
      'Rebuild reports from saved results.json files, merging shards',
      (y) =>
        y
          .option('from', { type: 'string', array: true, demandOption: true, describe: 'A results.json (repeatable: shards are merged; a test ID in two shards is an error)' })
          .option('reporter', { type: 'string', array: true, default: ['markdown,html'], describe: 'Comma list of reporters: markdown, html, json, junit, console' })
          .option('out', { type: 'string', default: 'reports', describe: 'Folder for report files' })
          .option('catalog', { type: 'string', array: true, default: [] as string[], describe: 'Catalog files to join with (default: catalog.yaml next to each test\'s file)' })
          .option('strict-catalog', { type: 'boolean', default: false, describe: 'Exit 2 if a test names a test ID, row or section its catalog lacks' })
          .option('expected-failures', { type: 'string', describe: 'A YAML file `tests: [{ id, reason }]` of known failures: they do not fail the run' })
          .option('strict-baseline', { type: 'boolean', default: false, describe: 'With --expected-failures: a listed test that now passes fails the run' })
          .example('wirecase report --from shard1/results.json --from shard2/results.json --reporter markdown,html,junit', 'One report from two CI shards'),
      async (args) => {
        const { reportCommand } = await import('./commands/report.js');
        exitCode = await reportCommand({ from: args.from as string[], reporter: args.reporter as string[], out: args.out, catalog: args.catalog as string[], strictCatalog: args.strictCatalog, expectedFailures: args.expectedFailures, strictBaseline: args.strictBaseline, color });
      },
    )
    .command(
      'coverage [paths..]',
      'Show which catalog entries (test IDs, traceability rows, sections) have documents, without sending anything',
      (y) =>
        y
          .positional('paths', { type: 'string', array: true, default: ['scenarios/'], describe: 'Files or folders of scenario documents' })
          .option('catalog', { type: 'string', array: true, default: [] as string[], describe: 'Catalog files to join with (default: catalog.yaml next to each document)' })
          .option('json', { type: 'boolean', default: false, describe: 'Print the join as JSON' })
          .option('strict-catalog', { type: 'boolean', default: false, describe: 'Exit 2 if a document names a test ID, row or section its catalog lacks' }),
      async (args) => {
        const { coverageCommand } = await import('./commands/coverage.js');
        exitCode = coverageCommand({ paths: args.paths as string[], catalog: args.catalog as string[], json: args.json, strictCatalog: args.strictCatalog, color });
      },
    )
    .command(
      'record',
      'Send one request to a live server and write a ready scenario document from its response',
      (y) =>
        y
          .option('url', { type: 'string', demandOption: true, describe: 'Full URL to send to (the document keeps only its path; run it with --base-url)' })
          .option('method', { type: 'string', describe: 'HTTP method (default GET, or POST with --json/--rpc)' })
          .option('header', { type: 'string', array: true, default: [] as string[], describe: 'A request header, "Name: value" (repeatable); credentials become {{ variables }}' })
          .option('json', { type: 'string', describe: 'A JSON request body' })
          .option('rpc', { type: 'string', describe: 'Send this JSON-RPC method the MCP way (e.g. tools/list)' })
          .option('params', { type: 'string', describe: 'JSON params for --rpc' })
          .option('revision', { type: 'string', describe: 'MCP revision for --rpc (e.g. 2026-07-28)' })
          .option('out', { type: 'string', describe: 'Write the document to this file (default: stdout); never overwrites' })
          .option('id', { type: 'string', describe: 'Test ID to write (default CHANGE-ME-01)' })
          .option('title', { type: 'string', describe: 'Title to write' })
          .example('wirecase record --url http://127.0.0.1:3021/mcp --rpc tools/list --revision 2026-07-28 --out tools-list.yaml', 'Record an MCP call')
          .example('wirecase record --url http://127.0.0.1:3020/items --header "Authorization: Bearer abc" --out items.yaml', 'Record a GET; the token becomes {{ token }}'),
      async (args) => {
        const { recordCommand } = await import('./commands/record.js');
        exitCode = await recordCommand({ ...args, header: args.header as string[] });
      },
    )
    .command(
      'init [dir]',
      'Create a starter folder: suite.yaml, example documents, .env.example and a CI snippet',
      (y) =>
        y
          .positional('dir', { type: 'string', default: 'wirecase-tests', describe: 'Folder to create (existing files are never overwritten)' })
          .example('wirecase init my-tests && wirecase run my-tests', 'Create a starter folder and run it against the scripted server'),
      async (args) => {
        const { initCommand } = await import('./commands/init.js');
        exitCode = initCommand({ dir: args.dir as string });
      },
    )
    .command(
      'serve <server>',
      'Start a built-in server: demo (the examples\' target) or scripted (the scripted MCP server)',
      (y) =>
        y
          .positional('server', { type: 'string', choices: ['demo', 'scripted'], demandOption: true })
          .option('host', { type: 'string', default: '127.0.0.1' })
          .option('port', { type: 'number', describe: 'Port (0 = any free port; default 3020 demo, 3021 scripted)' }),
      async (args) => {
        const { serveCommand } = await import('./commands/serve.js');
        await serveCommand({ server: args.server as string, host: args.host, port: args.port });
      },
    )
    .demandCommand(1, 'Name a command: run, validate, list or serve.')
    .strict()
    .epilogue(EPILOGUE)
    .wrap(Math.min(110, process.stdout.columns ?? 100))
    .fail((message, error) => {
      if (error) throw error;
      throw new UserError({ code: 'BAD_ARGUMENT', message: `${message}\n  (see wirecase --help)` });
    });

  try {
    await cli.parseAsync();
    return exitCode;
  } catch (error) {
    if (error instanceof UserError) {
      const sources = (error as { project?: { sources: Map<string, string> } }).project?.sources ?? new Map<string, string>();
      printDiagnostics(error.diagnostics, sources, process.stderr.isTTY === true && !process.env.NO_COLOR);
      return ExitCode.badInput;
    }
    throw error;
  }
}

export async function runCli(): Promise<void> {
  const { stopAllTargets, killAllTargetsNow } = await import('../run/child-processes.js');
  process.once('SIGINT', () => {
    process.stderr.write('\ninterrupted: stopping targets\n');
    void stopAllTargets().finally(() => process.exit(ExitCode.interrupted));
  });
  process.once('exit', killAllTargetsNow);
  try {
    process.exitCode = await main(hideBin(process.argv));
  } catch (error) {
    // A bug in wirecase itself, not bad input: say so plainly, with the stack for the report.
    process.stderr.write(`wirecase: internal error: ${(error as Error).stack ?? error}\nPlease report this with the command you ran.\n`);
    process.exitCode = 3;
  }
}
