// Plain-text tables for the terminal (and for pasting into an issue).

export function table(title, header, rows) {
  const all = [header, ...rows].map((r) => r.map((c) => (c === null || c === undefined ? "—" : String(c))));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [`\n${title}`, line(all[0]), widths.map((w) => "-".repeat(w)).join("  "), ...all.slice(1).map(line)].join("\n");
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : "—");
export const pass = (ok) => (ok === null || ok === undefined ? "—" : ok ? "✔" : "✘");
export const score = (s) => (s === null || s === undefined ? "—" : s.toFixed(2));
