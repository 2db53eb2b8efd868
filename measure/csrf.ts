import { CSRF_COOKIE, CSRF_SERVER_COOKIE } from '#domain/http';

/**
 * The CSRF cookies as the app gets them from its first API answer: the server's copy in
 * `__session`, and the readable XSRF-TOKEN the app copies into the header, as `token`.
 */
export async function csrfCookies(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/csrf`);
  await response.arrayBuffer();
  const value = (name: string) =>
    response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${name}=`))
      ?.split(';')[0]!
      .slice(name.length + 1);
  const [session, token] = [value(CSRF_SERVER_COOKIE), value(CSRF_COOKIE)];
  if (!session || !token) throw new Error(`The API set no ${CSRF_SERVER_COOKIE} and ${CSRF_COOKIE} cookies.`);
  return { cookie: `${CSRF_SERVER_COOKIE}=${session}; ${CSRF_COOKIE}=${token}`, token };
}
