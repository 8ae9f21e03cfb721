import type { Options, PositionalOptions } from 'yargs';
import { UserError } from '../source/diagnostic.js';
import { didYouMean } from '../source/did-you-mean.js';
import { version } from '../source/version.js';
import { COMMAND_SPECS, commandLine, type OptionSpec, type ParsedCommandLine } from './command-table.js';
import { abandonedRun, ExitCode } from './exit-codes.js';
import { printDiagnostics } from './print-diagnostics.js';
import { quickParse } from './quick-parse.js';

const EPILOGUE = `Exit codes: 0 all selected tests passed · 1 a test failed · 2 bad input or usage · 3 the run stopped early: wirecase
itself failed, or its --max-time passed (the reports still hold what finished, marked incomplete); or a document could not
run as written (a schema it built is invalid, an expression cannot be evaluated: a defect to report, never a verdict on the
target) · 4 nothing was judged: every test was not applicable, could not
judge (e.g. the server refused before the tested behaviour; the console lists each cause) or skipped · 130 / 143 / 129 stopped by SIGINT / SIGTERM / SIGHUP
(the same: reports hold what finished, marked incomplete; a second signal exits at once).
Docs: docs/guide.md (writing scenarios), docs/architecture.md (how it works).`;

/**
 * Runs a command. Each command's module is imported only when that command runs, so `--version` and
 * `validate` never load the HTTP stack or reporters they do not use. Each case receives the arguments
 * its row of the command table declares (ArgsOf).
 */
async function dispatch(line: ParsedCommandLine, color: boolean): Promise<number> {
  switch (line.command) {
    case 'run':
      return (await import('./commands/run.js')).runCommand({ ...line.args, color });
    case 'validate':
      return (await import('./commands/validate.js')).validateCommand(line.args);
    case 'list':
      return (await import('./commands/list.js')).listCommand(line.args);
    case 'list-surface':
      return (await import('./commands/list-surface.js')).listSurfaceCommand(line.args);
    case 'report':
      return (await import('./commands/report.js')).reportCommand({ ...line.args, color });
    case 'coverage':
      return (await import('./commands/coverage.js')).coverageCommand({ ...line.args, color });
    case 'record':
      return (await import('./commands/record.js')).recordCommand(line.args);
    case 'fuzz':
      return (await import('./commands/fuzz.js')).fuzzCommand({ ...line.args, color });
    case 'init':
      return (await import('./commands/init.js')).initCommand(line.args);
    case 'serve':
      await (await import('./commands/serve.js')).serveCommand(line.args);
      return ExitCode.passed;
  }
}

/** The command line: read without yargs when it is well-formed (quick-parse.ts), else by yargs. */
export async function main(argv: string[]): Promise<number> {
  const color = process.stdout.isTTY === true && !process.env.NO_COLOR;
  try {
    if (argv.length === 1 && argv[0] === '--version') {
      process.stdout.write(`${version}\n`);
      return ExitCode.passed;
    }
    const line = quickParse(argv) ?? (await parseWithYargs(argv));
    if (!line) return ExitCode.passed; // yargs printed the help or the version
    return await dispatch(line, color);
  } catch (error) {
    if (error instanceof UserError) {
      const sources = error.sources;
      printDiagnostics(error.diagnostics, sources, process.stderr.isTTY === true && !process.env.NO_COLOR);
      return ExitCode.badInput;
    }
    throw error;
  }
}

/** yargs, built from the command table: help, validation and the error messages. */
export async function parseWithYargs(argv: readonly string[]): Promise<ParsedCommandLine | undefined> {
  const { default: yargs } = await import('yargs');
  let cli = yargs([...argv])
    .scriptName('wirecase')
    .version(version)
    .usage('wirecase <command> [options]\n\nProves an HTTP service follows its contract with YAML scenario documents, at the wire.');
  for (const spec of COMMAND_SPECS) {
    cli = cli.command(spec.usage, spec.describe, (y) => {
      if (spec.positional) {
        const { name, ...positional } = spec.positional;
        y.positional(name, yargsOption(positional) as PositionalOptions);
      }
      for (const [name, option] of Object.entries(spec.options)) y.option(name, yargsOption(option));
      for (const [command, meaning] of spec.examples ?? []) y.example(command, meaning);
      return y;
    });
  }
  const args = await cli
    .demandCommand(1, 'Name a command: run, validate, list or serve.')
    .strict()
    .epilogue(EPILOGUE)
    .wrap(Math.min(110, process.stdout.columns ?? 100))
    .fail((message, error) => {
      if (error) throw error;
      throw new UserError({ code: 'BAD_ARGUMENT', message: `${unknownOptions(message, argv) ?? message}\n  (see wirecase --help)` });
    })
    .parseAsync();
  return commandLine(String(args._[0]), args);
}

/** Names other tools give these options. */
const OPTION_SYNONYMS: Record<string, string> = {
  'var-file': 'env-file',
  'vars-file': 'env-file',
  env: 'env-file',
  dotenv: 'env-file',
  variable: 'var',
  variables: 'var',
  set: 'var',
  base: 'base-url',
  host: 'base-url',
  server: 'base-url',
  url: 'base-url',
  output: 'out',
  'output-dir': 'out',
  reporters: 'reporter',
  format: 'reporter',
  grep: 'filter',
  only: 'filter',
};

/**
 * yargs' "Unknown argument: vars" with the option or command meant: `unknown option \`--vars\`: did
 * you mean \`--var\`?`. Undefined when the message is another one.
 */
export function unknownOptions(message: string, argv: readonly string[]): string | undefined {
  const found = /^Unknown arguments?: (.+)$/.exec(message);
  if (!found) return undefined;
  const spec = COMMAND_SPECS.find((c) => c.name === argv[0]);
  const options = spec ? Object.keys(spec.options) : [];
  // yargs names each unknown option twice (`base-ur`, `baseUr`), and the words after an unknown command: say what was written.
  const written = (name: string) => argv.some((a) => a === `--${name}` || a.startsWith(`--${name}=`) || a === `-${name}`);
  const names = found[1]!.split(', ').filter((name) => (!spec && name === argv[0]) || written(name));
  if (!names.length) return undefined;
  const said = names.map((name) => {
    const isCommand = !spec && name === argv[0];
    const written = isCommand ? name : `--${name}`;
    const synonym = OPTION_SYNONYMS[name];
    const guess = isCommand
      ? didYouMean(
          name,
          COMMAND_SPECS.map((c) => c.name),
        )
      : (didYouMean(name, options) ?? (synonym && options.includes(synonym) ? synonym : undefined));
    const what = isCommand ? 'command' : 'option';
    return `unknown ${what} \`${written}\`${guess ? `: did you mean \`${isCommand ? guess : `--${guess}`}\`?` : ''}`;
  });
  return said.join('\n');
}

function yargsOption(option: OptionSpec): Options {
  const { choices, ...rest } = option;
  return { ...rest, ...(choices ? { choices: [...choices] } : {}) } as Options;
}

/** After a signal, the latest a run's process ends, reports written or not (the engine abandons a run 1 s after the signal). */
const LAST_MOMENT_MS = 2800;

export async function runCli(): Promise<void> {
  const { stopAllTargets, killAllTargetsNow } = await import('../run/child-processes.js');
  const { requestStop, STOP_SIGNALS } = await import('../run/interrupt.js');
  let first: keyof typeof STOP_SIGNALS | undefined;
  const onSignal = (name: keyof typeof STOP_SIGNALS) => {
    if (first) {
      // A second signal: no more waiting.
      killAllTargetsNow();
      process.exit(STOP_SIGNALS[first]);
    }
    first = name;
    const exit = () => void stopAllTargets().finally(() => process.exit(STOP_SIGNALS[name]));
    process.stderr.write(`\nwirecase: ${name}: stopping the run and its targets (send it again to exit at once)\n`);
    // A run ends itself, reports first, within ABANDON_AFTER_MS (the engine gives up on what does not
    // stop); a command with no run ends here. Should the reports still not be written by the last
    // moment, the process ends anyway, its targets killed: a signal is answered within 3 s.
    if (requestStop(name))
      setTimeout(() => {
        killAllTargetsNow();
        process.exit(STOP_SIGNALS[name]);
      }, LAST_MOMENT_MS).unref();
    else exit();
  };
  for (const name of Object.keys(STOP_SIGNALS) as Array<keyof typeof STOP_SIGNALS>) process.on(name, () => onSignal(name));
  process.once('exit', killAllTargetsNow);
  // `wirecase run | head`: once the reader has gone, stop quietly, as other command-line tools do.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? ExitCode.passed);
  });
  try {
    process.exitCode = await main(process.argv.slice(2));
    // A run a signal or its deadline stopped has written its reports: tests it abandoned must not keep the process alive.
    if (first || abandonedRun.value) {
      killAllTargetsNow();
      process.exit(process.exitCode);
    }
  } catch (error) {
    // A bug in wirecase itself, not bad input: say so plainly, with the stack for the report.
    process.stderr.write(`wirecase: internal error: ${(error as Error).stack ?? error}\nPlease report this with the command you ran.\n`);
    process.exitCode = ExitCode.internalError;
  }
}
