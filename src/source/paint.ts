/**
 * The few colours the console report and the printed diagnostics use, as chalk writes them at its
 * level 1 (16 colours) and level 0 (none). chalk took about 8 ms of every start to load (it probes the
 * terminal at import), which a run pays whether or not it colours anything; this writes the same bytes:
 * each style opens before the text and closes after it, a style's own close code inside the text
 * reopens it, and each line of a multi-line text is closed and reopened around its line break.
 */

/** One style: call it on a text; chain another (`paint.red.bold`). */
export interface Style {
  (text: string): string;
  readonly bold: Style;
}

export interface Painter {
  readonly red: Style;
  readonly green: Style;
  readonly yellow: Style;
  readonly magenta: Style;
  readonly gray: Style;
  readonly bold: Style;
}

/** An SGR code pair (chalk's ansi-styles values for these styles). */
interface Codes {
  open: string;
  close: string;
}

const CODES = {
  red: { open: '\u001B[31m', close: '\u001B[39m' },
  green: { open: '\u001B[32m', close: '\u001B[39m' },
  yellow: { open: '\u001B[33m', close: '\u001B[39m' },
  magenta: { open: '\u001B[35m', close: '\u001B[39m' },
  gray: { open: '\u001B[90m', close: '\u001B[39m' },
  bold: { open: '\u001B[1m', close: '\u001B[22m' },
} as const satisfies Record<keyof Painter, Codes>;

/** Every occurrence of `close` followed by `open`, so that text after an inner close keeps the style. */
function reopen(text: string, { open, close }: Codes): string {
  return text.split(close).join(close + open);
}

/** `chain` outermost first. */
function styled(text: string, chain: readonly Codes[]): string {
  if (!text) return text;
  let openAll = '';
  let closeAll = '';
  for (const codes of chain) {
    openAll += codes.open;
    closeAll = codes.close + closeAll;
  }
  if (text.includes('\u001B')) for (let i = chain.length - 1; i >= 0; i--) text = reopen(text, chain[i]!);
  if (text.includes('\n')) text = text.replace(/\r?\n/g, (lf) => closeAll + lf + openAll);
  return openAll + text + closeAll;
}

function style(chain: readonly Codes[]): Style {
  const fn = ((text: string) => styled(String(text), chain)) as Style & { bold: Style };
  Object.defineProperty(fn, 'bold', { get: () => style([...chain, CODES.bold]) });
  return fn;
}

const plain = ((text: string) => String(text)) as Style;
Object.defineProperty(plain, 'bold', { value: plain });

const PLAIN: Painter = { red: plain, green: plain, yellow: plain, magenta: plain, gray: plain, bold: plain };

const COLOURED: Painter = {
  red: style([CODES.red]),
  green: style([CODES.green]),
  yellow: style([CODES.yellow]),
  magenta: style([CODES.magenta]),
  gray: style([CODES.gray]),
  bold: style([CODES.bold]),
};

/** The painter for a stream: coloured (chalk's level 1) or plain. */
export function painter(color: boolean): Painter {
  return color ? COLOURED : PLAIN;
}
