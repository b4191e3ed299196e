/** When the ticket dialog mounts its heavy parts: from the frame after its first paint. */
import { startTransition, useEffect, useState } from 'react';

/**
 * True from the frame after the first paint: the dialog paints its title, tabs and General fields first and mounts
 * the heavy parts (the rich-text editor, the hidden tabs' fields and lists) after (issue 12 speed).
 */
export function useAfterPaint() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // rAF runs before the next paint; the timeout after it, so the first paint is not held back.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
