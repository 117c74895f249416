import type { ReactNode } from 'react';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each case-insensitive occurrence of `query` wrapped in `<mark>`. */
export function highlight(text: string, query: string, className: string): ReactNode {
  const needle = query.trim();
  if (needle === '') return text;
  const parts = text.split(new RegExp(`(${escape(needle)})`, 'gi'));
  return parts.map((part, index) =>
    // split() with one capture group puts the matches at the odd indexes.
    index % 2 === 1 ? (
      <mark key={index} className={className}>
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
