import { APP_HOSTS } from './agency.js';

/**
 * Endings that make "word.ending" a web address rather than a sentence missing its space: every
 * two-letter country ending (bit.ly, x.co.tz) and the generic ones that links, shorteners and
 * scams use. A file name (passport.pdf) or "form.Thank you" is not taken for one.
 */
const GENERIC_ENDINGS = new Set(
  (
    'com net org info biz xyz top online site website click link app dev page web cloud tech ' +
    'store shop live life world today email mobi name pro club vip win bid loan work icu buzz fun ' +
    'space host press blog news media group africa one gov edu int'
  ).split(' '),
);

const SCHEME_LINK = /\b[a-z][a-z\d+.-]*:\/\/[^\s<>"']*/gi;
/** A machine's number (203.0.113.9), which needs no name to be an address. */
const IP_ADDRESS = /(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?![\w.])/;
/** A host name, then what may follow it in an address: a port or a path. */
const HOST_NAME =
  /(?<![a-z\d-])((?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]+))(?![a-z\d-])(:\d|\/)?/gi;

const ownHost = (host: string) =>
  (APP_HOSTS as readonly string[]).includes(
    host
      .toLowerCase()
      .replace(/^www\./, '')
      .replace(/\.$/, ''),
  );

/** A link to the app itself: http(s), its host past any "user@" trick (https://applytz.web.app@evil.tz). */
function ownLink(link: string): boolean {
  const [, scheme = '', rest = ''] = /^([^:]+):\/\/(.*)$/s.exec(link) ?? [];
  const authority = rest.split(/[/?#\\]/)[0] ?? '';
  const host = (authority.split('@').at(-1) ?? '').replace(/:\d*$/, '');
  return /^https?$/i.test(scheme) && ownHost(host);
}

const isEnding = (label: string) =>
  /^[a-z]{2}$/i.test(label) || /^xn--/i.test(label) || GENERIC_ENDINGS.has(label.toLowerCase());

/**
 * The address a dotted name holds, if it is one: all of it before a port or a path, or with www.;
 * else up to its last label that is a web ending, so "example.com.Thanks" (a missing space) still
 * shows example.com.
 */
function addressIn(host: string, after: string | undefined): string | undefined {
  const labels = host.split('.');
  if (after || /^www$/i.test(labels[0]!)) return host;
  for (let last = labels.length - 1; last >= 1; last -= 1) {
    if (isEnding(labels[last]!)) return labels.slice(0, last + 1).join('.');
  }
  return undefined;
}

/**
 * The first web address in `text` that is not the app's own (APP_HOSTS), if any: a link with a
 * scheme (https://…, http://…), anything starting www., or a bare domain (example.com, bit.ly/x,
 * EXAMPLE.COM, the domain of an email address), or an IP address. Letters a phone shows as ASCII
 * (full-width dots and letters) are read as such first.
 */
export function foreignWebAddress(text: string): string | undefined {
  const plain = text.normalize('NFKC');
  for (const [link] of plain.matchAll(SCHEME_LINK)) {
    if (!ownLink(link)) return link;
  }
  const rest = plain.replace(SCHEME_LINK, ' ');
  const ip = IP_ADDRESS.exec(rest);
  if (ip) return ip[0];
  for (const [, host, after] of rest.matchAll(HOST_NAME)) {
    const address = addressIn(host!, after);
    if (address && !ownHost(address)) return address;
  }
  return undefined;
}
