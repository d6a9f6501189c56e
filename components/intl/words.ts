// A client form's words handed down as plain strings (issue 29): for pages whose
// first-load JavaScript budget has no room for next-intl's client runtime
// (docs/performance.md). The server component names every key it passes
// (`wordsOf(t, ["name", "email"])`), the client reads them with the same
// `t("name")` calls through `wordsReader`. Plain messages only: a message with
// {arguments} is formatted on the server or needs ClientMessages.
export type Words<K extends string> = Record<K, string>;

export function wordsOf<K extends string>(t: (key: K) => string, keys: readonly K[]): Words<K> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Words<K>;
}

export function wordsReader<K extends string>(words: Words<K>): (key: K) => string {
  return (key) => words[key];
}
