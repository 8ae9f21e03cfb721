/** A plain scalar as the YAML 1.2 core schema reads it (the YAML library's default tags, in its order). */
export function resolvePlain(s: string): unknown {
  const c = s.charCodeAt(0);
  // Only these can start a null, a boolean or a number: anything else is a string at once.
  if (s.length === 0) return null;
  if (!(c === 126 || c === 110 || c === 78 || c === 116 || c === 84 || c === 102 || c === 70 || c === 43 || c === 45 || c === 46 || (c >= 48 && c <= 57)))
    return s;
  if (/^(?:~|[Nn]ull|NULL)$/.test(s)) return null;
  if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(s)) return s[0] === 't' || s[0] === 'T';
  if (/^0o[0-7]+$/.test(s)) return parseInt(s.substring(2), 8);
  if (/^[-+]?[0-9]+$/.test(s)) return parseInt(s, 10);
  if (/^0x[0-9a-fA-F]+$/.test(s)) return parseInt(s.substring(2), 16);
  if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(s))
    return s.slice(-3).toLowerCase() === 'nan' ? Number.NaN : s[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(s)) return parseFloat(s);
  if (/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(s)) return parseFloat(s);
  return s;
}
