export interface GraphQLResponse<T = any> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string; reason?: string; operation?: string } }>;
}

/** A GraphQL call over real HTTP. */
export async function gql<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphQLResponse<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLResponse<T>;
}

export async function loginToken(url: string, username: string, password: string): Promise<string> {
  const res = await gql(url, 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', {
    u: username,
    p: password,
  });
  if (!res.data?.login?.token) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
  return res.data.login.token;
}

/**
 * A GraphQL call with uploads, as the admin sends it (multipart request spec): `files` maps a variable path such as
 * `variables.file` to the file to send there.
 */
export async function gqlUpload<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, [Blob, string]>,
  token?: string,
): Promise<GraphQLResponse<T>> {
  const paths = Object.keys(files);
  const body = new FormData();
  body.append('operations', JSON.stringify({ query, variables }));
  body.append('map', JSON.stringify(Object.fromEntries(paths.map((path, i) => [String(i), [path]]))));
  paths.forEach((path, i) => body.append(String(i), files[path][0], files[path][1]));
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return (await res.json()) as GraphQLResponse<T>;
}
