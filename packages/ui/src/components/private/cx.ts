/** Joins class names, skipping the optional ones that were not given. */
export const cx = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
