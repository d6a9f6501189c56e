// Display formats shared by the admin and doctor areas (SPEC section 9:
// dates as dd/MM/yyyy). Pure, so server and client components can use them.

/** "2026-11-22" (or an ISO instant's date part) -> "22/11/2026"; "" for nothing. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const [y, m, d] = value.slice(0, 10).split("-");
  return y && m && d ? `${d}/${m}/${y}` : value;
}

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: process.env.NEXT_PUBLIC_CURRENCY || "USD",
  maximumFractionDigits: 0,
});

/** Whole currency units, e.g. 1250 -> "$1,250". */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
