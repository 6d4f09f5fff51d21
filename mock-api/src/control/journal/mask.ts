import { createHmac } from 'node:crypto';
import { flattenContract } from '@site/contract';
import { JOURNAL_BODY_MAX, JOURNAL_HEADER_MAX, JOURNAL_URL_MAX, MASKED } from '@site/contract/mock-control';

/**
 * Names whose values the journal never keeps: passwords, tokens, secrets, session headers and
 * cookies, and bank account numbers (`bankId`, a slip's `account`). Matched against JSON keys,
 * form and query keys, header names and the contract's path parameters.
 */
const SECRET_NAME = /pass(word)?|token|secret|authori[sz]ation|cookie|api[-_]?key|otp|^pin$|bank_?id|^account(_?(no|number))?$/i;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** Keys naming a phone number, and a Thai phone number as a whole value (a login by phone, a path segment). */
const PHONE_NAME = /phone|mobile|^tel$/i;
const PHONE_VALUE = /^\+?[\d -]{9,14}$/;
const PHONE_IN_TEXT = /(?<!\d)0\d{8,9}(?!\d)/g;

function isPhoneValue(value: string): boolean {
  return PHONE_VALUE.test(value) && /^(\+66|0)/.test(value.replace(/[ -]/g, ''));
}

/** A phone number as the journal keeps it: masked but its last 4 digits, enough to tell members apart. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length > 4 ? `${MASKED}${digits.slice(-4)}` : MASKED;
}

/** What a key's scalar value becomes: a secret masked whole, a phone number but its last digits. */
function maskScalar(key: string, value: unknown): unknown {
  if (isSecretName(key)) return MASKED;
  if (typeof value === 'string' && (PHONE_NAME.test(key) || isPhoneValue(value))) return maskPhone(value);
  return value;
}

/** A value as it reads once cut: its start, and whether anything was cut. */
function cut(text: string, max: number): { text: string; cut: boolean } {
  return text.length > max ? { text: text.slice(0, max), cut: true } : { text, cut: false };
}

/** A parsed JSON value with every secret masked and phone numbers cut to their last digits (the journal, and the gateway's recordings). */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (typeof value === 'string') return isPhoneValue(value) ? maskPhone(value) : value;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      typeof inner !== 'object' || inner === null ? maskScalar(key, inner) : maskSecrets(inner),
    ]),
  );
}

/** Keys naming a person wherever they appear: an address's recipient, a bank account's holder. */
const PERSON_NAME_KEY = /^(fullName|accountName)$/;
/** Beside one of these, `name` is a person's (a profile, a downline member, a slip's party, registration's holder), not a game's or a level's. */
const PERSON_BESIDE = ['phone', 'username', 'user_pass', 'bankId', 'account'];
/** Address lines that find a home; moo, province and postcode stay (a region, not a door). */
const ADDRESS_LINE_KEY = /^(houseNo|village|soi|road|subDistrict|district)$/;

/**
 * Placeholders for a recording's personal data (docs/design/gateway.md#recordings), keyed with
 * `key` so the same name always reads the same within one recording (a replay stays coherent:
 * the profile's name is the address's recipient and the bank account's holder) while a list
 * of common names cannot be hashed to undo it. Names are masked word by word (first name, last
 * name, a title); short enough for the contract's address limits.
 */
export function personalDataMasker(key: Buffer): (value: unknown) => unknown {
  const code = (text: string) => createHmac('sha256', key).update(text.normalize('NFC')).digest('hex').slice(0, 6);
  const name = (text: string) =>
    text
      .trim()
      .split(/\s+/)
      .map((word) => `ชื่อ-${code(word)}`)
      .join(' ');
  const mask = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(mask);
    if (value === null || typeof value !== 'object') return value;
    const personal = PERSON_BESIDE.some((key) => key in value);
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (typeof inner !== 'string' || inner.trim() === '') return [key, mask(inner)];
        if (PERSON_NAME_KEY.test(key) || (key === 'name' && personal)) return [key, name(inner)];
        return [key, ADDRESS_LINE_KEY.test(key) ? `ที่อยู่-${code(inner.trim())}` : inner];
      }),
    );
  };
  return mask;
}

/** `key=value` and `"key": "value"` pairs of a text that is not JSON (a form, a malformed body). */
const SECRET_PAIR = /("?)([A-Za-z_][\w-]*)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|[^&\s,;}]+)/g;

function maskText(text: string): string {
  return text
    .replace(SECRET_PAIR, (pair, quote: string, key: string, separator: string, value: string) =>
      isSecretName(key) ? `${quote}${key}${quote}${separator}${value.startsWith('"') ? `"${MASKED}"` : MASKED}` : pair,
    )
    .replace(PHONE_IN_TEXT, maskPhone);
}

/**
 * A body as the journal keeps it: JSON re-written with every secret masked (a parsed body is
 * taken as it is), any other text with its secret pairs masked; then cut at JOURNAL_BODY_MAX.
 */
export function journalBody(body: unknown): { text: string | null; cut: boolean } {
  if (body === undefined || body === null || body === '') return { text: null, cut: false };
  let text: string;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const raw = String(body);
    try {
      text = JSON.stringify(maskSecrets(JSON.parse(raw)));
    } catch {
      text = maskText(raw);
    }
  } else {
    text = JSON.stringify(maskSecrets(body));
  }
  return cut(text, JOURNAL_BODY_MAX);
}

/** Headers as the journal keeps them: secrets masked (an authorization keeps its scheme), values cut. */
export function journalHeaders(headers: Readonly<Record<string, string | string[] | number | undefined>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(', ') : `${value}`;
    const lower = name.toLowerCase();
    const scheme = /^(\w+)\s+\S/.exec(text)?.[1];
    kept[lower] = !isSecretName(lower)
      ? cut(PHONE_NAME.test(lower) ? maskPhone(text) : text.replace(PHONE_IN_TEXT, maskPhone), JOURNAL_HEADER_MAX).text
      : lower === 'authorization' && scheme
        ? `${scheme} ${MASKED}`
        : MASKED;
  }
  return kept;
}

/** Member API paths whose parameters are secrets (a bank account id in the path): the pattern, and which segments to mask. */
const SECRET_PATH_PARAMS = flattenContract()
  .map(({ path }) => {
    const segments = path.split('/');
    const secret = segments.flatMap((segment, index) => (segment.startsWith(':') && isSecretName(segment.slice(1)) ? [index] : []));
    const pattern = new RegExp(
      `^${segments.map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`,
    );
    return { pattern, secret };
  })
  .filter(({ secret }) => secret.length > 0);

/** A URL as the journal keeps it: secret path parameters and query values masked, cut at JOURNAL_URL_MAX. */
export function journalUrl(url: string): { text: string; cut: boolean } {
  return cut(maskedUrl(url), JOURNAL_URL_MAX);
}

/** A URL with its secret path parameters and query values masked, phone numbers cut to their last digits. */
export function maskedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const route = SECRET_PATH_PARAMS.find(({ pattern }) => pattern.test(path));
  const segments = path.split('/');
  for (const index of route?.secret ?? []) segments[index] = MASKED;
  // a phone number in the path (checkPhone's value)
  path = segments.map((segment) => (isPhoneValue(decodeURIComponentSafe(segment)) ? maskPhone(segment) : segment)).join('/');
  const maskedQuery = query.replace(/([?&])([^=&]+)=([^&]*)/g, (pair, lead: string, key: string, value: string) => {
    const masked = maskScalar(decodeURIComponentSafe(key), decodeURIComponentSafe(value));
    return masked === MASKED || masked !== decodeURIComponentSafe(value) ? `${lead}${key}=${String(masked)}` : pair;
  });
  return path + maskedQuery;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
