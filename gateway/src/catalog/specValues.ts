/** The legacy API joins a product's chosen option values with "|" ("Black|XL"). */
export function splitSpec(spec: string | null | undefined): string[] {
  return (spec ?? '')
    .split('|')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

export function joinSpec(values: readonly string[]): string {
  return values.map((value) => value.trim()).join('|');
}
