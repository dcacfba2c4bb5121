/** The name a file was sent with, for display only (never used as a path). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) >= 32).join('');
  return printable.slice(0, 200) || 'bestand';
}
