/** "Dr. Jane van der Berg" -> "JB"; "alice" -> "A". Shared by the client Avatar and the server-rendered PersonAvatar. */
export function getInitials(name: string | null | undefined, max = 2): string {
  if (!name) return "";
  const words = name
    .replace(/^(dr|mr|mrs|ms|miss|prof)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return "";
  const picked = words.length <= max ? words : [...words.slice(0, max - 1), words[words.length - 1]];
  return picked
    .map((w) => Array.from(w)[0] ?? "")
    .join("")
    .toUpperCase();
}
