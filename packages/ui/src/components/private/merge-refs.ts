import type { Ref, RefCallback } from 'react';

/** One ref callback that feeds several refs, e.g. the kit's own and the caller's `inputRef`. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
