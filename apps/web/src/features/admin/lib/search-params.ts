/** `?a=1&b=x` from the set values of an object (empty strings and undefined left out), or '' when none. */
export function toSearchParams(values: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
