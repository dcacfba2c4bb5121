/** A name and value read from a product page's spec table. */
export interface ReadSpec {
  name: string;
  value: string;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Tag-free text of an HTML fragment: entities decoded, white space collapsed. */
export function cellText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X'))
        return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The specs of a manufacturer's product page as sites write them: table rows of a name
 * cell and a value cell (th/td or td/td), and definition lists (dt/dd). Each name once
 * (the first wins); rows without both a name and a value are skipped.
 */
export function readSpecTable(html: string): ReadSpec[] {
  const found = new Map<string, ReadSpec>();
  const add = (nameHtml: string, valueHtml: string) => {
    const name = cellText(nameHtml).replace(/:$/, '').trim();
    const value = cellText(valueHtml);
    if (!name || !value || name.length > 120 || value.length > 500) return;
    const key = name.toLowerCase();
    if (!found.has(key)) found.set(key, { name, value });
  };
  for (const row of html.matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/gi)) {
    const cells = [...row[1]!.matchAll(/<t([hd])\b[^>]*>([\s\S]*?)<\/t\1>/gi)].map(
      (cell) => cell[2]!,
    );
    if (cells.length === 2) add(cells[0]!, cells[1]!);
  }
  for (const pair of html.matchAll(/<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/gi))
    add(pair[1]!, pair[2]!);
  return [...found.values()];
}
