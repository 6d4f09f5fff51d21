import fc from 'fast-check';

/** A character of a path as sent: itself, or percent-encoded with hex digits in either case. */
function characterSpelling(character: string): fc.Arbitrary<string> {
  const hex = character.charCodeAt(0).toString(16).padStart(2, '0');
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(character) },
    { weight: 1, arbitrary: fc.constant(`%${hex.toUpperCase()}`) },
    { weight: 1, arbitrary: fc.constant(`%${hex.toLowerCase()}`) },
  );
}

/** What may stand where a path has one slash, and still lead to the same place. */
const SEPARATORS = ['/', '//', '/./', '/%2e/', '/%2E/', '/zz/../', '/zz/%2e%2e/', '/zz/.%2E/', '/zz/%2E./', '///./'];

/**
 * Spellings of a plain path (unreserved characters and slashes) that a router may take for it
 * (test support): any character percent-encoded in either case, doubled slashes, dot segments
 * (encoded too), a trailing slash and the absolute form of the request target.
 */
export function spellingOf(plain: string): fc.Arbitrary<string> {
  const segments = plain.split('/').slice(1);
  const spelledSegments = segments.map((segment) =>
    fc.tuple(fc.constantFrom(...SEPARATORS), ...[...segment].map(characterSpelling)).map((parts) => parts.join('')),
  );
  return fc
    .tuple(
      fc.constantFrom('', 'http://evil.example', 'HTTP://127.0.0.1:1'),
      fc.tuple(...spelledSegments).map((parts) => parts.join('')),
      fc.constantFrom('', '/', '/.', '//'),
    )
    .map(([absolute, path, end]) => `${absolute}${path}${end}`);
}
