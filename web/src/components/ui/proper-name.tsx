import { Fragment } from 'react';

/**
 * A name (an account holder, a company) that breaks only between its words. Chromium breaks Thai
 * lines with a dictionary, and a loanword it lacks is split mid-word ("เอ็น|เตอร์เทนเมนต์").
 * Each word is one inline block: it moves to the next line whole, and wraps inside itself only
 * when it is wider than the line.
 */
export function ProperName({ name }: { name: string }) {
  return name.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className="proper-name__word">{word}</span>
    </Fragment>
  ));
}
