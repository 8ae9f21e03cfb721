/**
 * A small structural checker for JUnit XML, after the Jenkins JUnit schema (xunit-plugin
 * junit-10.xsd, the format Surefire writes and Jenkins, GitLab and GitHub test reporters read): the
 * elements it allows where it allows them, and their required attributes. There is no XSD validator
 * (and no network for the published XSD) here, so this checks what that schema requires:
 *
 * - root `testsuites` (attributes optional: name, time, tests, failures, disabled, errors) or `testsuite`;
 * - `testsuite`: required `name`, `tests`; children `properties`?, `testcase`*, `system-out`?, `system-err`?;
 * - `testcase`: required `name`; children `skipped`?, `error`*, `failure`*, `system-out`*, `system-err`*,
 *   plus `properties` (testcase properties: not in junit-10.xsd, read by Jenkins' junit plugin,
 *   GitLab and pytest's xunit output);
 * - `properties`: `property`+ with required `name` and `value`;
 * - `failure` / `error`: optional `message`, `type`, text content; `skipped`: optional `message`;
 * - numbers where the schema has them (tests, failures, errors, skipped: integers; time: decimal),
 *   and the counts of each testsuite equal to its testcases.
 */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** A minimal XML parser for what the reporter writes: elements, attributes, text, entities. Throws on malformed input. */
export function parseXml(xml: string): XmlElement {
  let i = 0;
  const decode = (s: string) =>
    s.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
      e[0] === '#'
        ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10))
        : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[e]!,
    );
  if (xml.startsWith('<?xml')) i = xml.indexOf('?>') + 2;
  const skipWs = () => {
    while (/\s/.test(xml[i] ?? '')) i++;
  };
  const element = (): XmlElement => {
    const open = /^<([A-Za-z_][\w.-]*)/.exec(xml.slice(i));
    if (!open) throw new Error(`expected an element at offset ${i}`);
    i += open[0].length;
    const el: XmlElement = { name: open[1]!, attrs: {}, children: [], text: '' };
    for (;;) {
      skipWs();
      if (xml.startsWith('/>', i)) {
        i += 2;
        return el;
      }
      if (xml[i] === '>') {
        i++;
        break;
      }
      const a = /^([A-Za-z_][\w.:-]*)="([^"<]*)"/.exec(xml.slice(i));
      if (!a) throw new Error(`bad attribute in <${el.name}> at offset ${i}`);
      if (a[1]! in el.attrs) throw new Error(`duplicate attribute ${a[1]} in <${el.name}>`);
      el.attrs[a[1]!] = decode(a[2]!);
      i += a[0].length;
    }
    for (;;) {
      const lt = xml.indexOf('<', i);
      if (lt < 0) throw new Error(`<${el.name}> is not closed`);
      el.text += decode(xml.slice(i, lt));
      i = lt;
      if (xml.startsWith('</', i)) {
        const close = new RegExp(`^</${el.name}\\s*>`).exec(xml.slice(i));
        if (!close) throw new Error(`mismatched closing tag at offset ${i}, expected </${el.name}>`);
        i += close[0].length;
        return el;
      }
      el.children.push(element());
    }
  };
  skipWs();
  const root = element();
  skipWs();
  if (i !== xml.length) throw new Error(`content after the root element at offset ${i}`);
  return root;
}

/** Problems with a JUnit document, empty when it passes. */
export function checkJunit(xml: string): string[] {
  const problems: string[] = [];
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    return [`not well-formed XML: ${(error as Error).message}`];
  }
  const int = /^\d+$/;
  const decimal = /^\d+(\.\d+)?$/;
  const need = (el: XmlElement, where: string, attrs: string[]) =>
    attrs.forEach((a) => el.attrs[a] === undefined && problems.push(`${where}: <${el.name}> lacks the required attribute \`${a}\``));
  const numeric = (el: XmlElement, where: string) => {
    for (const a of ['tests', 'failures', 'errors', 'skipped', 'disabled', 'assertions'])
      if (el.attrs[a] !== undefined && !int.test(el.attrs[a]!)) problems.push(`${where}: ${a}="${el.attrs[a]}" is not an integer`);
    if (el.attrs.time !== undefined && !decimal.test(el.attrs.time)) problems.push(`${where}: time="${el.attrs.time}" is not a decimal`);
  };
  const only = (el: XmlElement, where: string, allowed: string[]) =>
    el.children.forEach((c) => !allowed.includes(c.name) && problems.push(`${where}: <${c.name}> is not allowed in <${el.name}>`));
  const properties = (el: XmlElement, where: string) => {
    if (!el.children.length) problems.push(`${where}: <properties> needs at least one <property>`);
    only(el, where, ['property']);
    el.children.forEach((p, k) => need(p, `${where}/property[${k}]`, ['name', 'value']));
  };
  const suite = (s: XmlElement, where: string) => {
    need(s, where, ['name', 'tests']);
    numeric(s, where);
    only(s, where, ['properties', 'testcase', 'system-out', 'system-err']);
    if (s.children.filter((c) => c.name === 'properties').length > 1) problems.push(`${where}: more than one <properties>`);
    const cases = s.children.filter((c) => c.name === 'testcase');
    if (s.attrs.tests !== undefined && Number(s.attrs.tests) !== cases.length)
      problems.push(`${where}: tests="${s.attrs.tests}" but ${cases.length} testcases`);
    const count = (n: string) => cases.filter((c) => c.children.some((x) => x.name === n)).length;
    if (s.attrs.failures !== undefined && Number(s.attrs.failures) !== count('failure'))
      problems.push(`${where}: failures="${s.attrs.failures}" but ${count('failure')} failed testcases`);
    if (s.attrs.skipped !== undefined && Number(s.attrs.skipped) !== count('skipped'))
      problems.push(`${where}: skipped="${s.attrs.skipped}" but ${count('skipped')} skipped testcases`);
    s.children.forEach((c, k) => {
      const w = `${where}/${c.name}[${k}]`;
      if (c.name === 'properties') properties(c, w);
      if (c.name !== 'testcase') return;
      need(c, w, ['name']);
      numeric(c, w);
      only(c, w, ['properties', 'skipped', 'error', 'failure', 'system-out', 'system-err']);
      if (c.children.filter((x) => x.name === 'skipped').length > 1) problems.push(`${w}: more than one <skipped>`);
      c.children.forEach((x, m) => {
        if (x.name === 'properties') properties(x, `${w}/properties`);
        if (['failure', 'error', 'skipped'].includes(x.name) && x.children.length) problems.push(`${w}/${x.name}[${m}]: <${x.name}> holds text only`);
      });
    });
  };
  if (root.name === 'testsuites') {
    numeric(root, 'testsuites');
    only(root, 'testsuites', ['testsuite']);
    root.children.forEach((s, k) => suite(s, `testsuites/testsuite[${k}]`));
  } else if (root.name === 'testsuite') suite(root, 'testsuite');
  else problems.push(`the root element is <${root.name}>, not <testsuites> or <testsuite>`);
  return problems;
}
