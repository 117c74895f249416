export { Inline, type InlineProps } from './Inline';
export { inlineAligns, inlineJustifies } from './Inline.css';
