/**
 * Library messages in plain words: what the regular-expression engine and the YAML reader say,
 * turned into what an author who is not a programmer can act on. An unknown message is kept as it is.
 */
const REGEX: ReadonlyArray<[RegExp, string]> = [
  [/Nothing to repeat/, '`*`, `+` or `?` must follow something to repeat; for the character itself write `\\*`, `\\+` or `\\?`'],
  [/Unterminated group/, 'a `(` is never closed by a `)`'],
  [/Unmatched '\)'/, 'a `)` has no `(` before it; for the character itself write `\\)`'],
  [/Unterminated character class/, 'a `[` is never closed by a `]`; for the character itself write `\\[`'],
  [/Lone quantifier brackets/, 'a `{` or `}` stands alone; for the character itself write `\\{` or `\\}`'],
  [/numbers out of order in \{\} quantifier/, 'the numbers in `{ }` are the wrong way round: the smaller comes first, as in `{1,3}`'],
  [/Range out of order in character class/, 'a range in `[ ]` goes backwards: the smaller character comes first, as in `a-z`'],
  [/\\ at end of pattern/, 'the pattern ends with a lone `\\`'],
  [/Invalid group/, 'a `(?` starts a group JavaScript does not know (inline flags such as `(?i)` are not supported)'],
  [/Invalid escape/, 'a `\\` starts an escape JavaScript does not know'],
];

/** A regular-expression error of the engine, in plain words. */
export function plainRegexError(message: string): string {
  const bare = message.replace(/^Invalid regular expression: (\/.*\/[a-z]*: )?/, '');
  for (const [test, said] of REGEX) if (test.test(bare)) return said;
  return bare;
}

const YAML: ReadonlyArray<[RegExp, string]> = [
  [
    /Implicit keys need to be on a single line/,
    'a key must be on one line: a line above most likely misses its `:`, or a value runs over two lines without quotes',
  ],
  [/Implicit map keys need to be followed by map values/, 'this key has no `:` after it'],
  [/Nested mappings are not allowed in compact mappings/, 'a second `name: value` on the same line: put it on a line of its own, or the value in quotes'],
  [/Missing , between flow map items/, 'a `,` is missing between two `name: value` items inside `{ }`'],
  [/Missing , between flow sequence items|Missing , or : between flow sequence items/, 'a `,` is missing between two items inside `[ ]`'],
  [/Flow (sequence|map) in block collection must be sufficiently indented and end with a [\]}]/, 'a `[` or `{` is never closed on the lines after it'],
  [/Expected flow (map|sequence) to end with [\]}]/, 'a `[` or `{` is never closed'],
  [/All mapping items must start at the same column/, 'the keys of one set of `name: value` lines must start in the same column'],
  [/All collection items must start at the same column/, 'the items of one list must start in the same column'],
  [/Unexpected scalar at node end/, 'text after the value on this line: most likely quotes end too early, or the value needs quotes'],
  [/Missing closing "quote|Missing closing 'quote/, 'a quote is opened and never closed'],
  [/Tabs are not allowed as indentation|Tabs are not allowed/, 'a tab indents this line: YAML indents with spaces only'],
  [/Sequence items are not allowed on the same line with map values/, 'a `- ` item cannot follow a `:` on the same line: start the list on the next line'],
  [/Plain value cannot start with (.*)/, 'an unquoted value cannot start with this character: put the value in quotes'],
];

/** A YAML reader's error message in plain words; `undefined` when there is nothing plainer to say. */
export function plainYamlError(message: string): string | undefined {
  for (const [test, said] of YAML) if (test.test(message)) return said;
  return undefined;
}

const JSON_ERRORS: ReadonlyArray<[RegExp, string, string]> = [
  [/Expected ',' or '[}\]]' after/, 'a `,` is missing between this item and the one before it', 'end the line above with a `,`'],
  [/Unterminated string/, 'a `"` is opened and never closed', 'close the text with a `"`'],
  [/Bad control character/, 'a line break or tab inside a `"…"` text', 'write it as `\\n` or `\\t`'],
  [/Unexpected end of JSON input/, 'the JSON ends too early: a `}` or `]` is missing', 'close every `{` and `[`'],
  [/Expected double-quoted property name/, 'a name in JSON must be in double quotes', 'write the name as `"name"`'],
];

/** A JSON.parse error in plain words; `before` is the text up to where it stopped, `next` the character there. */
export function plainJsonError(message: string, before: string, next: string): { message: string; hint: string; atComma: boolean } {
  if (/double-quoted property name|Unexpected token/.test(message) && /,\s*$/.test(before) && /[}\]]/.test(next))
    return { message: 'a `,` after the last item: JSON allows none there', hint: 'remove that last `,`', atComma: true };
  for (const [test, said, hint] of JSON_ERRORS) if (test.test(message)) return { message: said, hint, atComma: false };
  if (/Unexpected token/.test(message)) return { message: `JSON does not allow \`${next}\` here`, hint: 'check the JSON near this place', atComma: false };
  return { message: message.replace(/ in JSON at position \d+.*$/, ''), hint: 'check the JSON near this place', atComma: false };
}

/** An expression parser's complaint in plain words: `Unexpected "=" at character 2` says which character, and why. */
export function plainExpressionError(message: string): string {
  return message
    .replace(/Unexpected "=" at character (\d+)/, (_, n: string) => `a single \`=\` (character ${Number(n) + 1}) is not a comparison: to compare, write \`==\``)
    .replace(/Unexpected "(.+?)" at character (\d+)/, (_, c: string, n: string) => `\`${c}\` at character ${Number(n) + 1} is not expected there`)
    .replace(/Unexpected end of input/, 'the expression ends too early (a `)` or a value missing)');
}
