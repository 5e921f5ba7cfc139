import { NextResponse } from 'next/server';

/**
 * A 303 to a path of this site, as a relative Location: the browser resolves it against the address it used,
 * whatever host name the server sees (localhost behind a proxy, another name in a preview).
 */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}
