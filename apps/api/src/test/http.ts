/** Helpers to speak to the app the way a browser would. */

/** A 1×1 PNG: the smallest real image, for avatar uploads. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Encodes a multipart form with the platform's own FormData, as a browser would send it. */
export async function multipart(
  fields: Record<string, string | { name: string; type: string; data: Buffer }>,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([value.data], { type: value.type }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** The session cookie from a response, ready for the next request's cookie header. */
export function sessionCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('No session cookie in the response');
  return `sid=${cookie.value}`;
}

export function validSignup(overrides: Record<string, string> = {}) {
  return {
    name: 'Nisha Verma',
    email: `nisha.${Math.random().toString(36).slice(2, 10)}@example.com`,
    countryCode: 'IN',
    phone: '9876543210',
    password: 'correct horse battery',
    ...overrides,
  };
}
