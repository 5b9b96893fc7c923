// Reading the resource-planning reference's Markdown: headings, tables, fenced blocks, endpoint
// lines and curl examples, each with the line it is on (1-based), for scripts/extract-rp-reference.ts.

/** A Markdown table: its header cells and rows, under the nearest heading. */
export interface Table {
  line: number;
  heading: string;
  header: string[];
  rows: Array<{ line: number; cells: string[] }>;
}

/** A fenced code block: its lines and the line of its first content line. */
export interface Block {
  line: number;
  heading: string;
  lines: string[];
}

/** An endpoint named by the text: an `METHOD /api/...` line or a curl example. */
export interface EndpointMention {
  method: string;
  /** The path as written, `/api/v1/...` or `/api/...`, without host and query. */
  rawPath: string;
  /** Query parameter names in the written URL (`auth` left out). */
  query: string[];
  /** Body parameter names of a curl `-d` form. */
  body: string[];
  line: number;
  /** A curl example's URL below the host (path and query as written) and its form body, if any. */
  curl?: { url: string; form: string | null };
}

export interface MarkdownFile {
  name: string;
  lines: string[];
  tables: Table[];
  blocks: Block[];
  endpoints: EndpointMention[];
}

const cellsOf = (line: string): string[] =>
  line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((c) =>
      c
        .trim()
        .replace(/^\*\*(.*)\*\*$/, '$1')
        .replace(/^`(.*)`$/, '$1'),
    );

const isHeading = (lines: string[], i: number): string | null => {
  const line = lines[i] ?? '';
  const atx = /^#{1,6}\s+(.*)$/.exec(line);
  if (atx) return atx[1]!.trim();
  const next = lines[i + 1] ?? '';
  if (line.trim() !== '' && /^(=+|-+)\s*$/.test(next) && !line.includes('|')) return line.trim();
  return null;
};

const METHODS = 'GET|POST|PUT|DELETE';

/** Endpoint mentions on one line: `GET|POST /api/v1/x`, `DELETE /api/v1/x/<id>`, a curl call, or a path alone. */
function mentionsOf(line: string, lineNo: number): EndpointMention[] {
  const found: EndpointMention[] = [];
  // A path alone in a code block ("made available via:") is a read.
  const bare = /^\s*(\/api\/v1\/[^\s`'"]+)\s*$/.exec(line);
  if (bare) return [{ method: 'GET', ...splitUrl(bare[1]!), body: [], line: lineNo }];
  const curl = /curl\s+(.*)$/.exec(line);
  if (curl) {
    const args = curl[1]!;
    const url =
      /(?:https?:)?\/\/api\.rm\.smartsheet\.com(\/api\/[^\s'"]*)|["'](\/api\/[^\s'"]*)/.exec(args) ??
      /https?\/\/api\.rm\.smartsheet\.com(\/api\/[^\s'"]*)/.exec(args);
    if (url) {
      const explicit = new RegExp(`-X\\s*(${METHODS})`).exec(args)?.[1];
      const form = /-d\s+(["'])(.*?)\1/.exec(args)?.[2];
      const method = explicit ?? (form !== undefined ? 'POST' : 'GET');
      const written = url[1] ?? url[2]!;
      found.push({
        method,
        ...splitUrl(written),
        body: form ? formNames(form) : [],
        line: lineNo,
        curl: { url: written, form: form ?? null },
      });
    }
    return found;
  }
  const pattern = new RegExp(
    `\\b((?:${METHODS})(?:\\|(?:${METHODS}))*)\\s+(?:https://api\\.rm\\.smartsheet\\.com)?(\\/api\\/[^\\s\`'"]+)`,
    'g',
  );
  for (const match of line.matchAll(pattern)) {
    for (const method of match[1]!.split('|')) found.push({ method, ...splitUrl(match[2]!), body: [], line: lineNo });
  }
  return found;
}

/** A form body's parameter names (`a=1&b=2` -> a, b; a continued curl line may end the text). */
function formNames(form: string): string[] {
  return form
    .split('&')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => /^[a-z_]+$/.test(name));
}

function splitUrl(url: string): { rawPath: string; query: string[] } {
  const [path, query = ''] = url.split('?');
  const names = query
    .split('&')
    .map((pair) => pair.split('=')[0]!)
    .filter((name) => /^[a-z_]+$/.test(name) && name !== 'auth');
  return { rawPath: path!.replace(/[.,]+$/, ''), query: [...new Set(names)] };
}

/** A curl call continued over lines ending in `\\` (blank lines between allowed), joined; and its last line's index. */
function continued(lines: string[], at: number): [string, number] {
  let text = lines[at]!;
  let last = at;
  if (!/\bcurl\b/.test(text)) return [text, at];
  while (/\\\s*$/.test(text)) {
    let next = last + 1;
    while (next < lines.length && lines[next]!.trim() === '') next++;
    if (next >= lines.length) break;
    text = text.replace(/\\\s*$/, ' ') + lines[next]!.trim();
    last = next;
  }
  return [text, last];
}

/** Reads one Markdown file of the reference. */
export function readMarkdown(name: string, text: string): MarkdownFile {
  const lines = text.split('\n');
  const tables: Table[] = [];
  const blocks: Block[] = [];
  const endpoints: EndpointMention[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const title = isHeading(lines, i);
    if (title !== null) heading = title;
    if (/^\s*```/.test(line)) {
      const start = i + 1;
      let end = start;
      while (end < lines.length && !/^\s*```/.test(lines[end]!)) end++;
      // A block opened and closed on one line (```POST /x```) is a mention, not a block.
      const inline = /^\s*```(.+)```\s*$/.exec(line);
      if (inline) {
        endpoints.push(...mentionsOf(inline[1]!, i + 1));
        continue;
      }
      const body = lines.slice(start, end);
      blocks.push({ line: start + 1, heading, lines: body });
      for (let k = 0; k < body.length; k++) {
        const [joined, last] = continued(body, k);
        endpoints.push(...mentionsOf(joined, start + k + 1));
        k = last;
      }
      i = end;
      continue;
    }
    if (line.trim().startsWith('|') || (line.includes('|') && /^\s*\|?\s*-{3,}/.test(lines[i + 1] ?? ''))) {
      if (/^\s*\|?\s*-{3,}/.test(lines[i + 1] ?? '')) {
        const table: Table = { line: i + 1, heading, header: cellsOf(line), rows: [] };
        let k = i + 2;
        for (; k < lines.length && lines[k]!.includes('|'); k++)
          table.rows.push({ line: k + 1, cells: cellsOf(lines[k]!) });
        tables.push(table);
        i = k - 1;
        continue;
      }
    }
    const [joined, last] = continued(lines, i);
    endpoints.push(...mentionsOf(joined, i + 1));
    i = last;
  }
  return { name, lines, tables, blocks, endpoints };
}

/**
 * A written path in the form the emulators and Document 3 use: below `/api/v1` (or `/api`), every
 * id segment (`<id>`, `[project_id]`, `:id`, `12345`, `project_id`) as `{}`.
 */
export function normalizePath(rawPath: string): string {
  const below = rawPath.replace(/^\/api(\/v1)?/, '').replace(/\/+$/, '');
  return below
    .split('/')
    .map((segment) => (/^(<[^>]*>|\[[^\]]*\]|:[a-z_]+|\{[^}]*\}|\d+|[a-z_]*_id|id)$/.test(segment) ? '{}' : segment))
    .join('/');
}
