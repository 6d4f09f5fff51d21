import { Fragment } from 'react';

/**
 * Text that breaks only between its words: a name from data (an account holder, a company) or a
 * short title. Chromium breaks Thai lines with a dictionary, and a loanword or compound it lacks
 * is split mid-word ("เอ็น|เตอร์เทนเมนต์", "เข้า|สู่ระบบ"). Each word is one inline block: it moves
 * to the next line whole, and wraps inside itself only when it is wider than the line.
 */
export function WholeWords({ text }: { text: string }) {
  return text.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className="whole-words__word">{word}</span>
    </Fragment>
  ));
}
