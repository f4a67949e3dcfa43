/** Every API path is served under this prefix. */
export const API_BASE = '/m';

type Values = Readonly<Record<string, unknown>>;

/** An endpoint's path with each `:name` replaced by its parameter, encoded. */
export function fillPath(path: string, params: Values = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2`, leaving out absent values; empty when nothing is left. */
export function queryString(query: Values = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function apiUrl(path: string, input: { params?: Values; query?: Values } = {}): string {
  return `${API_BASE}${fillPath(path, input.params)}${queryString(input.query)}`;
}
