import { Fragment } from 'react';

/** The text's words, a number kept with the word after it ("100 บาท", "10,000 mAh"). */
export function wholeWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(' ')) {
    const previous = words.at(-1);
    if (previous !== undefined && /\d$/.test(previous)) words[words.length - 1] = `${previous} ${word}`;
    else words.push(word);
  }
  return words;
}

/**
 * Text that breaks only between its words: a name from data (an account holder, a company, a
 * reward) or a short title. Chromium breaks Thai lines with a dictionary, and a loanword or
 * compound it lacks is split mid-word ("เอ็น|เตอร์เทนเมนต์", "เข้า|สู่ระบบ"); a number can end a
 * line without its unit. Each word is one inline block: it moves to the next line whole, and
 * wraps inside itself only when it is wider than the line. `together`: the whole text is one such
 * block (a person's or a bank's name, which reads wrong split between lines).
 */
export function WholeWords({ text, together = false }: { text: string; together?: boolean }) {
  if (together) return <span className="whole-words__word">{text}</span>;
  return wholeWords(text).map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span className="whole-words__word">{word}</span>
    </Fragment>
  ));
}
