const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toString().replace('.', ',');
}

/** '512 KB', '1,5 MB', '2 GB' (binary units, Dutch decimal comma; below 1 MB whole kilobytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  if (bytes < GB) return `${oneDecimal(bytes / MB)} MB`;
  return `${oneDecimal(bytes / GB)} GB`;
}
